/**
 * The shadow map is drawn again only in frames where something that casts a shadow has
 * moved, appeared, gone or changed shape (or the light moved), not in every frame. A
 * tabletop is still most of the time; redrawing every caster into the shadow map each
 * frame is a large share of a frame on a software renderer, and for nothing.
 */
import type { InstancedMesh, Mesh, Object3D, Scene, WebGLRenderer } from 'three';

/** Everything the shadow map depends on, as numbers, in a fixed order. */
export function shadowSignature(scene: Object3D, into: number[] = []): number[] {
  into.length = 0;
  scene.traverse((object) => {
    const light = object as Object3D & { isLight?: boolean; castShadow: boolean };
    const mesh = object as Mesh & Partial<InstancedMesh>;
    if (!object.castShadow || !(light.isLight || mesh.isMesh)) return;
    into.push(object.id, object.visible ? 1 : 0, ...object.matrixWorld.elements);
    if (mesh.isMesh) {
      const position = mesh.geometry.attributes.position;
      into.push(mesh.geometry.id, position && 'version' in position ? position.version : 0);
    }
    // The matrices themselves, not their version: tables mark them changed every frame.
    if (mesh.isInstancedMesh && mesh.instanceMatrix) {
      const count = mesh.count ?? 0;
      const matrices = mesh.instanceMatrix.array;
      into.push(count);
      for (let i = 0; i < count * 16; i++) into.push(matrices[i]!);
    }
  });
  return into;
}

/**
 * Far less than a shadow's pixel (a table unit is about 4 cm). Things that ease into place
 * come ever closer without arriving; they count as still once this close to where the
 * shadow map last drew them, and slow drift is caught once it adds up to more.
 */
const STILL = 1e-4;

const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => Math.abs(x - b[i]!) <= STILL);

/**
 * Takes over when `gl` redraws its shadow map: just before each render of `scene` (its
 * matrices are up to date then), and only when the signature changed. Returns the undo.
 */
export function redrawShadowsOnChange(gl: WebGLRenderer, scene: Scene): () => void {
  let last: number[] = [];
  let next: number[] = [];
  const previous = scene.onBeforeRender;
  gl.shadowMap.autoUpdate = false;
  gl.shadowMap.needsUpdate = true;
  scene.onBeforeRender = (...args) => {
    previous.apply(scene, args);
    next = shadowSignature(scene, next);
    if (same(next, last)) return;
    gl.shadowMap.needsUpdate = true;
    [last, next] = [next, last];
  };
  return () => {
    scene.onBeforeRender = previous;
    gl.shadowMap.autoUpdate = true;
  };
}
