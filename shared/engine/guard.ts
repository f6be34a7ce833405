/**
 * The gate in front of every engine's `apply`: whatever the game's own action schema does
 * not accept is refused as 'malformed' before any rule looks at it. The rules then only
 * ever see well-formed actions, so no garbage (null, wrong types, NaN, a huge list,
 * another game's action) can crash them.
 */
import { illegal, type BaseAction, type Game } from './contract';
import { readableError } from './schema-errors';

/**
 * Each action this gate has let through, with the schema it was read by: a table reads a
 * person's move once and hands that same object to `apply`, which then need not read it
 * again (actions are never changed once made).
 */
const read = new WeakMap<object, unknown>();

/** `input` as one of the game's actions, or an IllegalActionError ('malformed') saying why not. */
export function readAction<A extends BaseAction>(
  game: Pick<Game<unknown, A, { players: number }>, 'name' | 'actionSchema'>,
  input: unknown,
): A {
  if (typeof input === 'object' && input !== null && read.get(input) === game.actionSchema)
    return input as A;
  let parsed: ReturnType<typeof game.actionSchema.safeParse>;
  try {
    parsed = game.actionSchema.safeParse(input);
  } catch {
    // Only a hostile object (a getter that throws, a proxy) gets here.
    return illegal('malformed', `Not a ${game.name} action: it cannot be read.`);
  }
  if (parsed.success) {
    read.set(parsed.data, game.actionSchema);
    return parsed.data;
  }
  const type = (input as { type?: unknown } | null)?.type;
  const unknownKind = parsed.error.issues.some(
    (issue) => issue.code === 'invalid_union' && issue.path.join('.') === 'type',
  );
  return illegal(
    'malformed',
    unknownKind && typeof type === 'string'
      ? `${game.name} has no action "${type}".`
      : `Not a ${game.name} action: ${readableError(parsed.error, 1)}.`,
  );
}

/** The game with its `apply` behind the gate: every game is exported through this. */
export function refusingMalformed<S, A extends BaseAction, C extends { players: number }, V>(
  game: Game<S, A, C, V>,
): Game<S, A, C, V> {
  return { ...game, apply: (state, action) => game.apply(state, readAction(game, action)) };
}
