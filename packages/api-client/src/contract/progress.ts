import { z } from 'zod';
import { PROGRESS_ID_PATTERN } from '../progressCodes';

export { isProgressFrame, PROGRESS_ID_PATTERN, type ProgressFrame } from '../progressCodes';

/**
 * The optional `progressId` of a long call's body: with it, the server pushes the call's progress
 * to the caller's message socket (see progressCodes.ts); without it the call runs silently.
 */
export const progressIdSchema = z
  .string()
  .regex(PROGRESS_ID_PATTERN, { error: '编号格式不正确' })
  .optional();
