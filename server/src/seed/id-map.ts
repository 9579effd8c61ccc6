/** Demo entities are named by keys in the data files; this maps them to the ids the database gave. */
export class IdMap {
  private readonly ids = new Map<string, number>();

  constructor(private readonly what: string) {}

  set(key: string, id: number): void {
    this.ids.set(key, id);
  }

  get(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`demo seed: no ${this.what} with key ${key}`);
    return id;
  }

  /** For nullable references. */
  getOrNull(key: string | null): number | null {
    return key === null ? null : this.get(key);
  }

  /** Fills the map from inserted rows, matching each by a column that is unique in the demo data. */
  static fromRows<T extends { id: number }>(what: string, rows: readonly T[], keyOf: (row: T) => string): IdMap {
    const map = new IdMap(what);
    for (const row of rows) map.set(keyOf(row), row.id);
    return map;
  }

  /**
   * Fills the map from the inserted rows of demo entities that carry their own key, matching each
   * row to its entity by `column`, unique in the demo data (RETURNING promises no order).
   */
  static matchRows<Column extends string>(
    what: string,
    items: readonly ({ key: string } & Record<Column, string>)[],
    rows: readonly ({ id: number } & Record<Column, string>)[],
    column: Column,
  ): IdMap {
    const keyByColumn = new Map<string, string>(items.map((item) => [item[column], item.key]));
    return IdMap.fromRows(what, rows, (row) => {
      const value: string = row[column];
      return keyByColumn.get(value) ?? value;
    });
  }
}
