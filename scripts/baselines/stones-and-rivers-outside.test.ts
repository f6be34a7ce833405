import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { formatAction, game, type SRState } from '../../shared/games/stones-and-rivers';
import { AgentRefused, outsideAgent } from './stones-and-rivers-outside';

const scratch = mkdtempSync(join(tmpdir(), 'outside-agent-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An agent that says something else first, then gives `answer` to every turn. */
function agentAnswering(name: string, answer: string): string {
  const path = join(scratch, name);
  writeFileSync(
    path,
    `#!/bin/sh\nwhile read -r line; do case "$line" in circle*|square*) echo "thinking..."; echo "${answer}";; esac; done\n`,
  );
  chmodSync(path, 0o755);
  return path;
}

const start = (): SRState =>
  game.setup(game.configSchema.parse({ players: 2, preset: 'course', board: '12x13' }), 1);

function firstAnswer(path: string): string {
  const agent = outsideAgent(path, 20);
  try {
    const s = start();
    const legal = game.legalActions(s, s.toMove);
    return formatAction(agent.choose(s, legal, botContext(Random.fromSeed('o'), 10)));
  } finally {
    agent.close();
  }
}

describe('an outside agent in the Stones & Rivers arena', () => {
  it('plays its answer in our notation, its chatter skipped', () => {
    // Circle's stones start on rows 8 and 9, columns 3 to 8 (d to i)
    expect(firstAnswer(agentAnswering('flips', 'flip 3 9 vertical'))).toBe('f d9 V');
    expect(firstAnswer(agentAnswering('steps', 'move 5 8 5 7'))).toBe('m f8-f7');
  });
  it('loses by an answer the course preset refuses, saying why', () => {
    expect(() => firstAnswer(agentAnswering('empty', 'move 0 0 0 1'))).toThrow(
      new AgentRefused('"move 0 0 0 1" refused: it has no piece on its point'),
    );
    expect(() => firstAnswer(agentAnswering('leaps', 'move 5 8 5 5'))).toThrow(
      /"move 5 8 5 5" refused: no legal action of the course preset leads to the board it makes/,
    );
    expect(() => firstAnswer(agentAnswering('gives-up', 'none'))).toThrow(/it answered none/);
  });
});
