/** What a card on the table stands for when it is pointed at, in the terms the rules' refusals use. */
import type { Pointed } from '../../../shared/games/river-rats';
import type { CardSlot } from './layout';

export function pointedAt(slot: CardSlot): Pointed {
  switch (slot.place) {
    case 'deck':
    case 'discard':
      return { at: 'deck' };
    case 'earned-joker':
      return { at: 'joker', earned: true };
    case 'unearned-joker':
      return { at: 'joker', earned: false };
    case 'hand':
      return slot.face ? { at: 'card', card: slot.face } : { at: 'hand', seat: slot.seat ?? 0 };
    default:
      return slot.face ? { at: 'card', card: slot.face } : { at: 'elsewhere' };
  }
}
