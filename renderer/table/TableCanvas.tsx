import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { useSettings } from '../stores/settings';
import { CameraRig } from './CameraRig';
import { renderQuality } from './quality';
import { TableScene } from './TableScene';
import { CAMERA_PRESETS } from '../stores/camera';

/**
 * The app's one 3D canvas: always mounted, behind every screen, so the table is the
 * backdrop of the library and the stage of every game.
 */
export function TableCanvas({ children }: { readonly children?: ReactNode }) {
  const { graphicsQuality, reducedMotion } = useSettings((s) => s.settings);
  const quality = renderQuality(graphicsQuality);
  return (
    <Canvas
      key={graphicsQuality /* antialias can only be chosen when the GL context is made */}
      className="table-canvas"
      data-testid="table-canvas"
      shadows={quality.shadows ? 'percentage' : false}
      dpr={quality.dpr}
      gl={{ antialias: quality.antialias, preserveDrawingBuffer: true }}
      camera={{ position: [...CAMERA_PRESETS.audience.position], fov: 40, near: 0.1, far: 200 }}
      // r3f puts these on its wrapping div, which needs a role to carry a name: the drawing is
      // a picture to assistive technology, and every move in it is also a control outside it.
      role="img"
      aria-label="The 3D table"
      // Specs list the die faces the scene draws (a hidden die must never be among them) and
      // find where things are on screen.
      onCreated={({ get }) => Object.assign(window, { __tableState: get })}
    >
      <TableScene shadows={quality.shadows} shadowMapSize={quality.shadowMapSize}>
        {children}
      </TableScene>
      <CameraRig reducedMotion={reducedMotion} />
    </Canvas>
  );
}
