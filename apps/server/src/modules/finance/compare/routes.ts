import {
  contractFromPriceRequest,
  fundCompareMatch,
  fundCompareQuery,
  fundCompareUnmatch,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { compareFunds, matchFunds, unmatchFunds } from './compare';
import { contractFromPrice } from './fromPrice';

/** 资金录入对比 (match and unmatch) and contracts signed at an approved 请价. */
export function registerFundCompareRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, fundCompareQuery, ({ db, body }) => compareFunds(db, body));
  registerEndpoint(app, fundCompareMatch, ({ db, body, requireSession }) =>
    matchFunds(db, requireSession(), now(), body),
  );
  registerEndpoint(app, fundCompareUnmatch, ({ db, body, requireSession }) =>
    unmatchFunds(db, requireSession(), now(), body),
  );
  registerEndpoint(app, contractFromPriceRequest, ({ db, body, requireSession }) =>
    contractFromPrice(db, requireSession(), now(), body),
  );
}
