import {
  BoxGeometry,
  DirectionalLight,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  Scene,
  type WebGLRenderer,
} from 'three';
import { describe, expect, it } from 'vitest';
import { redrawShadowsOnChange } from './shadow-updates';

/** A scene with a light, a die that casts a shadow, a label that does not, and instanced coins. */
function table() {
  const scene = new Scene();
  const light = new DirectionalLight();
  light.castShadow = true;
  const die = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
  die.castShadow = true;
  const label = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
  const coins = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 4);
  coins.castShadow = true;
  scene.add(light, die, label, coins);
  const gl = { shadowMap: { autoUpdate: true, needsUpdate: false } };
  redrawShadowsOnChange(gl as unknown as WebGLRenderer, scene);
  /** One frame as the renderer draws it: matrices, then the hook, then the shadow map. */
  const frame = (): boolean => {
    scene.updateMatrixWorld();
    // A scene's hook gets no geometry, material or group from the renderer.
    const none = null as never;
    scene.onBeforeRender(
      gl as unknown as WebGLRenderer,
      scene,
      light.shadow.camera,
      none,
      none,
      none,
    );
    const redrawn = gl.shadowMap.autoUpdate || gl.shadowMap.needsUpdate;
    gl.shadowMap.needsUpdate = false;
    return redrawn;
  };
  return { scene, light, die, label, coins, frame };
}

describe('the shadow map is redrawn only when a shadow would change', () => {
  it('is drawn in the first frame and not again while nothing moves', () => {
    const { frame } = table();
    expect(frame()).toBe(true);
    expect([frame(), frame(), frame()]).toEqual([false, false, false]);
  });

  it('is redrawn when a caster moves, turns, appears or goes, and not for a thing without a shadow', () => {
    const { scene, die, label, frame } = table();
    frame();
    label.position.x = 3;
    expect(frame()).toBe(false);
    die.position.x = 1;
    expect(frame()).toBe(true);
    expect(frame()).toBe(false);
    die.rotation.y = 0.5;
    expect(frame()).toBe(true);
    die.visible = false;
    expect(frame()).toBe(true);
    const cup = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
    cup.castShadow = true;
    scene.add(cup);
    expect(frame()).toBe(true);
    scene.remove(cup);
    expect(frame()).toBe(true);
    expect(frame()).toBe(false);
  });

  it('counts a caster easing into place as still once it is within a hair of where it was drawn, and catches slow drift', () => {
    const { die, frame } = table();
    frame();
    die.position.x = 1e-9;
    expect(frame()).toBe(false);
    die.position.x = -1e-16;
    expect(frame()).toBe(false);
    const drifted = [];
    for (let step = 1; step <= 6; step++) {
      die.position.x = step * 3e-5;
      drifted.push(frame());
    }
    // Drawn at 0; the drift passes 1e-4 at 1.2e-4 (step 4), and is drawn there.
    expect(drifted).toEqual([false, false, false, true, false, false]);
  });

  it('is redrawn when an instanced caster changes or when the light moves', () => {
    const { coins, light, frame } = table();
    frame();
    // Marked changed without a change, as a table may do every frame: nothing to redraw.
    coins.setMatrixAt(2, new Matrix4());
    coins.instanceMatrix.needsUpdate = true;
    expect(frame()).toBe(false);
    coins.setMatrixAt(2, new Matrix4().makeTranslation(0, 1, 0));
    coins.instanceMatrix.needsUpdate = true;
    expect(frame()).toBe(true);
    coins.count = 3;
    expect(frame()).toBe(true);
    light.position.set(4, 10, 2);
    expect(frame()).toBe(true);
    expect(frame()).toBe(false);
  });
});
