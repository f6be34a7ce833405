/**
 * How a label lying along the table's width turns for someone facing the table `facing`
 * (0 from the near edge): round for the far side, as laid for the near side and for the
 * ends, where a quarter turn would lay a long name across what lies beside it.
 */
export function labelTurnFor(facing: number): number {
  return Math.cos(facing) < -0.5 ? Math.PI : 0;
}
