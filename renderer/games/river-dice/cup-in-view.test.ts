/**
 * Another seat's hole throw in River is slammed down under the tray's cup: seen from every
 * chair, the cup coming down never reaches past the top of the window nor looms larger than
 * it stands at rest (issue #41: Basil's cup had passed before Ada's camera, a quarter of the
 * screen). Projected with the table's own camera poses and lens.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { CUP } from '../../../shared/dice';
import { CUP_APPEARS_AT } from '../../dice/DiceCup';
import { seatPoses, TRAY_AT } from './layout';

/** TableCanvas's lens. */
const FOV_DEGREES = 40;
const [WIDTH, HEIGHT] = [1024, 640];

/** The cup's outline on screen when its mouth is `lift` over the tray: top, bottom and area share. */
function onScreen(camera: PerspectiveCamera, lift: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (2 * Math.PI * i) / 24;
    for (const [radius, y] of [
      [CUP.mouth, lift],
      [CUP.top, lift + CUP.height],
    ] as const) {
      const p = new Vector3(
        TRAY_AT[0] + Math.cos(a) * radius,
        TRAY_AT[1] + y,
        TRAY_AT[2] + Math.sin(a) * radius,
      ).project(camera);
      xs.push(((p.x + 1) / 2) * WIDTH);
      ys.push(((1 - p.y) / 2) * HEIGHT);
    }
  }
  const top = Math.min(...ys);
  const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - top);
  return { top, share: area / (WIDTH * HEIGHT) };
}

describe('the tray cup coming down over another seat’s hole dice', () => {
  for (const players of [2, 4, 6])
    it(`stays within the window and no larger than at rest, from every chair of ${players}`, () => {
      for (const [seat, pose] of seatPoses(players).entries()) {
        const camera = new PerspectiveCamera(FOV_DEGREES, WIDTH / HEIGHT, 0.1, 200);
        camera.position.set(...pose.camera!.position);
        camera.lookAt(new Vector3(...pose.camera!.target));
        camera.updateMatrixWorld();
        const rest = onScreen(camera, 0);
        for (let lift = CUP_APPEARS_AT; lift >= 0; lift -= 0.05) {
          const now = onScreen(camera, lift);
          const where = `seat ${seat}, ${lift.toFixed(2)} over the felt`;
          expect(now.top, where).toBeGreaterThanOrEqual(0);
          expect(now.share, where).toBeLessThanOrEqual(rest.share * 1.1);
        }
      }
    });
});
