import { z } from 'zod';
import { endpoint } from '../endpoint';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Ready when the database answers',
  access: 'public',
  data: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  }),
});
