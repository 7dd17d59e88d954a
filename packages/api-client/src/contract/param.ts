import { z } from 'zod';
import { endpoint } from '../endpoint';

export const paramSchema = z.object({ key: z.string(), value: z.string() });
export type Param = z.infer<typeof paramSchema>;

export const paramList = endpoint({
  method: 'GET',
  path: '/share/param/paramList',
  summary: 'Basic parameters (branding, login options, file suffixes…); open before sign-in',
  access: 'public',
  data: z.array(paramSchema),
});

/** Basic parameters as the portal reads them: "true" and "false" become booleans. */
export type BasicParams = Record<string, string | boolean>;

export function toBasicParams(list: readonly Param[]): BasicParams {
  const params: BasicParams = {};
  for (const { key, value } of list) {
    params[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return params;
}
