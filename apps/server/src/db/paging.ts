/** The page a list request asks for (the contract's `pageRequest` fields). */
export interface PageWindow {
  pageNo: number;
  pageSize: number;
}

/** The row offset of a page (pages count from 1). */
export const pageOffset = (request: PageWindow): number => (request.pageNo - 1) * request.pageSize;

/** A page answer of the contract's `pageOf` shape: the request's window, the total, the rows. */
export const pageAnswer = <T>(request: PageWindow, total: number, data: T[]) => ({
  pageNo: request.pageNo,
  pageSize: request.pageSize,
  total,
  data,
});
