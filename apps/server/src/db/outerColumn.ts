import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table (`"contracts"."id"`), for correlated sub-queries. Drizzle leaves
 * columns unqualified in a select from one table, and inside a sub-query an unqualified `"id"`
 * names the sub-query's own column: `(… from receipts r where r.contract_id = "id")` would compare
 * the receipt with itself.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
