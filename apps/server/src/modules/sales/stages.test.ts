import { describe, expect, it } from 'vitest';
import { moveProblem, stageOrder } from './stages';

describe('stage moves', () => {
  it('orders the open stages and won last', () => {
    expect(
      ['lead', 'intent', 'proposal', 'quote', 'negotiation', 'won'].map((s) =>
        stageOrder(s as never),
      ),
    ).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('moves forward freely, skipping stages', () => {
    expect(moveProblem('lead', 'intent', {})).toBeNull();
    expect(moveProblem('lead', 'negotiation', {})).toBeNull();
  });

  it('moves back only with a reason', () => {
    expect(moveProblem('quote', 'intent', {})).toBe('sales.stage.backReason');
    expect(moveProblem('quote', 'intent', { reason: '  ' })).toBe('sales.stage.backReason');
    expect(moveProblem('quote', 'intent', { reason: '客户调整需求' })).toBeNull();
  });

  it('loses with a reason, wins with a contract', () => {
    expect(moveProblem('lead', 'lost', {})).toBe('sales.stage.lostReason');
    expect(moveProblem('lead', 'lost', { reason: '价格' })).toBeNull();
    expect(moveProblem('negotiation', 'won', {})).toBe('sales.stage.contractRequired');
    expect(moveProblem('negotiation', 'won', { contractId: 'c' })).toBeNull();
  });

  it('refuses the same stage and any move once closed', () => {
    expect(moveProblem('quote', 'quote', {})).toBe('sales.stage.same');
    expect(moveProblem('won', 'lost', { reason: 'x' })).toBe('sales.stage.closed');
    expect(moveProblem('lost', 'lead', { reason: 'x' })).toBe('sales.stage.closed');
  });
});
