import { describe, expect, it } from 'vitest';
import { conditionParams, conditionValues } from './conditionParams';

describe('condition params', () => {
  it('maps chosen values to the search params and back, leaving empty kinds out', () => {
    const params = conditionParams({
      subject: ['01'],
      bill: [],
      relativity: ['relativityCheck.a'],
    });
    expect(params).toEqual({ subjectCodes: ['01'], relativity: ['relativityCheck.a'] });
    expect(conditionValues(params)).toEqual({ subject: ['01'], relativity: ['relativityCheck.a'] });
    expect(conditionParams({})).toEqual({});
  });
});
