// The trips dashboard's month filter ('YYYY-MM' of the Zagreb calendar) is the contract's Zagreb
// time module's month range: one place computes it for the server, the seed and the web.
export { monthDates, monthRange, type MonthDates, type MonthRange } from '@vozimo/contract';
