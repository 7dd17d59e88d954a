export * from './types';
export { EngineError, type EngineErrorCode } from './errors';
export {
  evaluateCondition,
  evaluateValue,
  validateExpression,
  unwrapExpression,
} from './expression';
export { parseBpmn, parseRatio } from './parse';
export {
  ROOT_SCOPE,
  addSign,
  adminJump,
  canAct,
  canWithdraw,
  chartOf,
  complete,
  copyTo,
  defaultResolver,
  delegate,
  mainProcessOpinions,
  openTasks,
  reject,
  resolve,
  start,
  terminate,
  transfer,
  withdraw,
  type AddSignInput,
  type CompleteInput,
  type CopyInput,
  type HandOverInput,
  type RejectInput,
} from './engine';
