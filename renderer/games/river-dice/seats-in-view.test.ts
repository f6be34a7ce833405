/**
 * River from every chair, two to six at the table, in a 1024×640 window: every seat's cup,
 * purse (a full one, three coins high), bought dice and name (both ends of its words) lie
 * inside the window, below the top bar, and clear of the panels: the seats' list at the top
 * right (six rows tall), the log at the top left (grown to its full height), the dice
 * history at the bottom left, the column down the right side (the bid panel, as tall as in
 * the auction, with Hold to peek and Hand odds under it) and the prompt to throw at the top
 * centre while it is the viewer's throw. Each point keeps MARGIN pixels from them all, as
 * the things around it (a purse's coins, a cup's rim) spread that far. Projected with the
 * table's own camera poses and lens; the panels' boxes are as measured on the page at
 * 1024×640 with six seats.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { atSeat, seatPlaces } from './layout';

/** TableCanvas's lens. */
const FOV_DEGREES = 40;
const [WIDTH, HEIGHT] = [1024, 640];
/** The top bar's two rows. */
const TOP_BAR = 85;
/** How far each point keeps from the window's edges and the panels. */
const MARGIN = 10;
/** A full purse stands about this high. */
const PURSE_TOP = 0.6;
/** Half the painted width of a name plate's words ("Bartholomew: 100 gold"), along its seat. */
const PLATE_HALF = 1.2;
const PANELS = {
  "the seats' list": [805, WIDTH, 0, 215],
  'the log': [0, 200, 0, 250],
  'the dice history': [0, 200, 565, HEIGHT],
  'the bid panel and the buttons under it': [740, WIDTH, 225, HEIGHT],
  'the prompt to throw': [370, 570, 90, 135],
} as const;

describe('River: every seat is in view from every chair', () => {
  for (const players of [2, 3, 4, 5, 6])
    it(`with ${players} at the table`, () => {
      const places = seatPlaces(players);
      const problems: string[] = [];
      for (const [chair, { pose }] of places.entries()) {
        const camera = new PerspectiveCamera(FOV_DEGREES, WIDTH / HEIGHT, 0.1, 200);
        camera.position.set(...pose.camera!.position);
        camera.lookAt(new Vector3(...pose.camera!.target));
        camera.updateMatrixWorld();
        for (const [seat, place] of places.entries()) {
          const things = {
            cup: [place.cup],
            purse: [place.purse],
            'bought dice': [place.bought(0), place.bought(4)],
            name: [-PLATE_HALF, 0, PLATE_HALF].map((along) =>
              atSeat(place.pose, [along, 0.02, 1.35]),
            ),
          };
          for (const [thing, points] of Object.entries(things))
            for (const [x, y, z] of points)
              for (const lift of thing === 'purse' ? [0, PURSE_TOP] : [0]) {
                const p = new Vector3(x, y + lift, z).project(camera);
                const [sx, sy] = [((p.x + 1) / 2) * WIDTH, ((1 - p.y) / 2) * HEIGHT];
                const what = `from chair ${chair + 1}, seat ${seat + 1}'s ${thing}`;
                if (sx < MARGIN || sx > WIDTH - MARGIN || sy > HEIGHT - MARGIN)
                  problems.push(`${what} is out of the window`);
                else if (sy < TOP_BAR + MARGIN) problems.push(`${what} is under the top bar`);
                for (const [panel, [left, right, top, bottom]] of Object.entries(PANELS))
                  if (
                    sx > left - MARGIN &&
                    sx < right + MARGIN &&
                    sy > top - MARGIN &&
                    sy < bottom + MARGIN
                  )
                    problems.push(`${what} is under ${panel}`);
              }
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
});
