import { useSearchParams } from 'react-router';

/** A list's place in the address: its search words, its page, and its own filters (as strings). */
export interface ListAddress<Filter extends string> {
  search: string;
  page: number;
  filters: Record<Filter, string | null>;
}

export type ListAddressChange<Filter extends string> = Partial<{ search: string; page: number } & Record<Filter, string | null>>;

/** Reads `?search&page&<filters>`; a missing or malformed page is the first. */
export function readListAddress<Filter extends string>(address: URLSearchParams, filterNames: readonly Filter[]): ListAddress<Filter> {
  const page = Number(address.get('page'));
  const filters = Object.fromEntries(filterNames.map((name) => [name, address.get(name) || null])) as Record<Filter, string | null>;
  return { search: (address.get('search') ?? '').trim(), page: Number.isInteger(page) && page > 0 ? page : 1, filters };
}

/** The address of `current` changed by `next`: any change but a page goes back to the first page. */
export function writeListAddress<Filter extends string>(current: ListAddress<Filter>, next: ListAddressChange<Filter>, filterNames: readonly Filter[]): URLSearchParams {
  const target = new URLSearchParams();
  const search = next.search ?? current.search;
  if (search) target.set('search', search);
  for (const name of filterNames) {
    const value = name in next ? next[name] : current.filters[name];
    if (value) target.set(name, value);
  }
  const page = next.page ?? 1;
  if (page > 1) target.set('page', String(page));
  return target;
}

/**
 * A back-office list's search, page and filters, kept in the address so a reload, the back button
 * and a shared link show the same list; every list pages and searches this one way.
 */
export function useListAddress<Filter extends string = never>(filterNames: readonly Filter[] = []) {
  const [address, setAddress] = useSearchParams();
  const current = readListAddress(address, filterNames);
  const update = (next: ListAddressChange<Filter>, replace = false) => setAddress(writeListAddress(current, next, filterNames), { replace });
  return { ...current, update };
}
