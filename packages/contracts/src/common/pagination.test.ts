import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import { pageQuery } from './pagination';

describe('page query', () => {
  it('accepts the column names the tables sort by', () => {
    for (const sortField of ['displayName', 'companyLocation.code', 'id']) {
      expect(pageQuery.parse({ sortField }).sortField).toBe(sortField);
    }
  });

  it('refuses sort fields that are not column names, in Spanish', () => {
    for (const sortField of ['__proto__', 'constructor', 'toString', 'a.hasOwnProperty', 'id; drop table users', '1id']) {
      const result = pageQuery.safeParse({ sortField });
      expect(result.success, sortField).toBe(false);
      expect(result.error!.issues[0].message).toBe(validationMessages.invalidFormat);
    }
  });

  it('refuses a page beyond the integer range', () => {
    expect(pageQuery.safeParse({ page: '99999999999' }).success).toBe(false);
  });
});
