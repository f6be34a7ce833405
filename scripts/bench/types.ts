export interface BenchTarget {
  readonly description: string;
  /** The measured figure in words, with its baseline: "0.91 × empty table (41.2 vs 45.3 fps)". */
  readonly figure: string;
  readonly met: boolean;
}

export interface BenchResult {
  readonly title: string;
  readonly rows: ReadonlyArray<Readonly<Record<string, string | number>>>;
  readonly targets: readonly BenchTarget[];
}
