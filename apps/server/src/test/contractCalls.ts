import { allEndpoints, fillPath, type Endpoint } from '@ccms/api-client';
import { routePath } from '../http/endpoint';

/** Every endpoint of the contract that needs a permission, with that permission. */
export function permissionEndpoints(): (Endpoint & { access: { permission: string } })[] {
  return allEndpoints().filter(
    (endpoint): endpoint is Endpoint & { access: { permission: string } } =>
      typeof endpoint.access === 'object',
  );
}

/** Path parameters that take one of a fixed set of values: flags, a quality check's id. */
const VALID_PATH_VALUES: Record<string, string> = {
  before: 'true',
  cover: 'true',
  check: 'analyzerBillAndMaterial',
  // /b/unusualAnalyze/{unusualCheck}
  unusualCheck: 'economicCheck',
  // A flow definition's version (/act/procdef/key/{key}/{version}).
  version: '1',
  // /b/project/auditing/getProjectInfoStatus/{type}/{projectId} (any word for the others).
  type: 'all',
  // /b/project/subject/{id}/analyzeSubjectModel/{flag}
  flag: 'code',
  // /b/project/file/support/{kind}, /b/project/addlookCountProject/{projectId}/{count}
  kind: 'bill',
  count: '1',
};

/**
 * Required query parameters of endpoints whose path names a record, well-formed, so validation
 * passes and the handler decides (a 404 for a record of another company).
 */
const VALID_QUERIES: Record<string, string> = {
  '/b/getSourceMaterial/{id}': 'code=01010101',
};

/** "?code=…" for an endpoint with required query parameters, else "". */
export function placeholderQuery(endpoint: Endpoint): string {
  const query = VALID_QUERIES[endpoint.path];
  return query ? `?${query}` : '';
}

/**
 * Path parameters that name nothing (well-formed, so validation passes and the handler decides);
 * flags (before, cover) get a valid value.
 */
export function placeholderUrl(endpoint: Endpoint, id = 'no-such-record'): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((name) => [name, VALID_PATH_VALUES[name] ?? id]));
  return routePath(fillPath(endpoint.path, params).replace(/\{/g, '')) + placeholderQuery(endpoint);
}

/** A label for test titles: "POST /a/sys/dept". */
export const labelOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
