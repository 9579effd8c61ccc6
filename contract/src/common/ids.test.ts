import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, ROW_ID_MESSAGE, rowIdParamSchema, rowIdSchema, rowIdSchemaWith } from './ids.ts';

describe('rowIdSchema (an id in a JSON body)', () => {
  it.each([1, 42, MAX_ROW_ID])('takes %s', (id) => {
    expect(rowIdSchema.parse(id)).toBe(id);
  });

  it.each([0, -1, 1.5, MAX_ROW_ID + 1, 2 ** 63, Infinity, NaN, '1', null])('refuses %s with the one message', (id) => {
    const result = rowIdSchema.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ROW_ID_MESSAGE]);
  });

  it("speaks a form's own words, chosen by what was sent", () => {
    const schema = rowIdSchemaWith((input) => (input === undefined ? 'Choose one.' : 'Choose one from the list.'));
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Choose one.');
    expect(schema.safeParse(MAX_ROW_ID + 1).error?.issues[0]?.message).toBe('Choose one from the list.');
  });
});

describe('rowIdParamSchema (an id in a path, a query or a form field)', () => {
  it.each([
    ['1', 1],
    ['007', 7],
    [String(MAX_ROW_ID), MAX_ROW_ID],
    [12, 12],
  ])('reads %j as %s', (text, id) => {
    expect(rowIdParamSchema.parse(text)).toBe(id);
  });

  it.each(['2147483648', '9223372036854775808', '1e999', '1e3', '-1', '+1', '0x10', '0', '1.5', ' 1', '1 ', '', '00000000001'])('refuses %j', (text) => {
    const result = rowIdParamSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ROW_ID_MESSAGE]);
  });
});
