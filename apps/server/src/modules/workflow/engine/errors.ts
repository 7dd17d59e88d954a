/** Error codes the engine raises; the service maps them to business failures. */
export type EngineErrorCode =
  | 'MODEL_INVALID'
  | 'UNSUPPORTED_ELEMENT'
  | 'EXPRESSION_INVALID'
  | 'PROCESS_NOT_FOUND'
  | 'STALE_VERSION'
  | 'INSTANCE_NOT_RUNNING'
  | 'TASK_NOT_FOUND'
  | 'TASK_ALREADY_DONE'
  | 'NOT_CANDIDATE'
  | 'TASK_DELEGATED'
  | 'NOT_DELEGATED'
  | 'NO_ASSIGNEE'
  | 'NO_OUTGOING_FLOW'
  | 'INVALID_TARGET'
  | 'WITHDRAW_REFUSED'
  | 'BAD_INPUT'
  | 'LOOP_LIMIT';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly details: string[];

  constructor(code: EngineErrorCode, message: string, details: string[] = []) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}
