/** Basic parameters as the portal reads them: "true" and "false" become booleans. */
export type BasicParams = Record<string, string | boolean>;

export function toBasicParams(list: readonly { key: string; value: string }[]): BasicParams {
  const params: BasicParams = {};
  for (const { key, value } of list) {
    params[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return params;
}
