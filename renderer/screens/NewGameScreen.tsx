import { useMemo, useState } from 'react';
import { optionDefaults } from '../../shared/engine/facts';
import { newMatchRecord, RecordError, type SeatInfo } from '../../shared/engine/record';
import { gameInfo, type GameId } from '../../shared/games/catalog';
import { rememberNames } from '../../shared/ipc/settings';
import { useGameTable } from '../games/useGameTable';
import { useMatch } from '../stores/match';
import type { AnyGameTable } from '../contract/game-table';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { FormFooter } from '../ui/FormParts';
import { LevelNotes } from '../ui/LevelNotes';
import { OptionField } from '../ui/OptionField';
import { learnAt } from './learn';
import { SpeedField } from '../ui/SpeedField';
import { COLOUR_NAMES, seatColours } from '../ui/palette';

const DEFAULT_NAMES = ['Ada', 'Basil', 'Cora', 'Dmitri', 'Esme', 'Farid'];

function defaultSeat(
  index: number,
  colours: readonly string[],
  botLevels: readonly string[],
  roles?: readonly string[],
): SeatInfo {
  return {
    name: roles?.[index] ?? DEFAULT_NAMES[index] ?? `Player ${index + 1}`,
    kind: index === 0 ? 'human' : 'computer',
    level: botLevels.includes('medium') ? 'medium' : botLevels[0],
    colour: colours[index % colours.length]!,
  };
}

function NewGameForm({ table }: { readonly table: AnyGameTable }) {
  const { game, facts } = table;
  const info = gameInfo(game.id)!;
  const { go, back } = useNavigation();
  const colours = seatColours(useSettings((s) => s.settings.colourBlindPalette));
  const recentNames = useSettings((s) => s.settings.recentNames);
  const [count, setCount] = useState(
    info.players.min === info.players.max
      ? info.players.min
      : Math.min(info.players.max, Math.max(2, info.players.min)),
  );
  const [seats, setSeats] = useState<SeatInfo[]>(() =>
    Array.from({ length: info.players.max }, (_, i) =>
      defaultSeat(i, colours, facts.botLevels, info.roles),
    ),
  );
  const [options, setOptions] = useState<Record<string, unknown>>(() =>
    optionDefaults(game, facts, info.players.min),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const counts = useMemo(
    () =>
      Array.from(
        { length: info.players.max - info.players.min + 1 },
        (_, i) => info.players.min + i,
      ),
    [info],
  );

  const editSeat = (index: number, patch: Partial<SeatInfo>): void =>
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  function start(): void {
    const chosen = seats.slice(0, count).map((s) => ({ ...s, name: s.name.trim() }));
    const unnamed = chosen.findIndex((s) => s.name === '');
    if (unnamed !== -1) {
      setProblem(`Seat ${unnamed + 1} needs a name: type one, or any nickname.`);
      return;
    }
    if (new Set(chosen.map((s) => s.name.toLowerCase())).size < chosen.length) {
      setProblem(
        'Two seats have the same name: give each player their own, so the log can tell them apart.',
      );
      return;
    }
    if (new Set(chosen.map((s) => s.colour)).size < chosen.length) {
      setProblem('Two seats have the same colour: give each player their own.');
      return;
    }
    try {
      const seed = crypto.randomUUID();
      const config = facts.prepareConfig?.(options, seed) ?? options;
      const record = newMatchRecord(game, config, seed, chosen);
      useMatch.getState().start(table, record);
      const people = chosen.filter((s) => s.kind === 'human').map((s) => s.name);
      void useSettings.getState().update({
        recentNames: rememberNames(useSettings.getState().settings.recentNames, people),
      });
      go({ name: 'table' });
    } catch (error) {
      setProblem(error instanceof RecordError ? error.message : String(error));
    }
  }

  return (
    <form
      className="new-game-form"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      {counts.length > 1 && (
        <fieldset>
          <legend>Players</legend>
          <div className="segmented">
            {counts.map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name="players"
                  value={n}
                  checked={count === n}
                  onChange={() => setCount(n)}
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>Seats</legend>
        <datalist id="recent-names">
          {recentNames.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        {seats.slice(0, count).map((seat, i) => (
          <div className="seat-row" key={i} data-seat={i}>
            <span className="swatch" style={{ background: seat.colour }} aria-hidden="true" />
            <input
              aria-label={`Seat ${i + 1} name`}
              value={seat.name}
              list="recent-names"
              maxLength={40}
              onChange={(e) => editSeat(i, { name: e.target.value })}
            />
            <select
              aria-label={`Seat ${i + 1} player`}
              value={seat.kind}
              onChange={(e) => editSeat(i, { kind: e.target.value as SeatInfo['kind'] })}
            >
              <option value="human">Person</option>
              <option value="computer">Computer</option>
            </select>
            {seat.kind === 'computer' && (
              <select
                aria-label={`Seat ${i + 1} level`}
                value={seat.level}
                onChange={(e) => editSeat(i, { level: e.target.value })}
              >
                {facts.botLevels.map((level) => (
                  <option key={level} value={level}>
                    {level[0]!.toUpperCase() + level.slice(1)}
                  </option>
                ))}
              </select>
            )}
            <select
              aria-label={`Seat ${i + 1} colour`}
              value={seat.colour}
              onChange={(e) => editSeat(i, { colour: e.target.value })}
            >
              {colours.map((c) => (
                <option key={c} value={c}>
                  {COLOUR_NAMES[c] ?? c}
                </option>
              ))}
            </select>
          </div>
        ))}
        <LevelNotes
          facts={facts}
          chosen={seats.slice(0, count).map((s) => (s.kind === 'computer' ? s.level : null))}
        />
      </fieldset>
      <fieldset>
        <legend>Pace</legend>
        <SpeedField />
      </fieldset>
      {facts.options.length > 0 && (
        <fieldset>
          <legend>Options</legend>
          {facts.options.map((option) => (
            <OptionField
              key={option.key}
              option={option}
              value={options[option.key]}
              onChange={(v) => setOptions((o) => ({ ...o, [option.key]: v }))}
            />
          ))}
        </fieldset>
      )}
      <FormFooter problem={problem} onBack={back}>
        {table.tutorial && (
          <button type="button" onClick={() => setProblem(learnAt(table))}>
            Learn to play
          </button>
        )}
        <button type="submit" className="primary">
          Start game
        </button>
      </FormFooter>
    </form>
  );
}

export function NewGameScreen({ gameId }: { readonly gameId: GameId | null }) {
  const back = useNavigation((s) => s.back);
  const load = useGameTable(gameId);
  const name = gameId ? gameInfo(gameId)?.name : undefined;
  return (
    <main className="screen panel new-game" aria-labelledby="new-game-title">
      <h1 id="new-game-title">New game{name ? `: ${name}` : ''}</h1>
      {load.status === 'ready' ? (
        <NewGameForm key={load.table.game.id} table={load.table} />
      ) : load.status === 'loading' ? (
        <p role="status">Setting up the table…</p>
      ) : (
        <>
          <p className="problem">{load.problem}</p>
          <button type="button" onClick={back}>
            Back
          </button>
        </>
      )}
    </main>
  );
}
