import { useId } from 'react';
import type { Settings } from '../../shared/ipc';
import { isGuestPage } from '../bridge/guest';
import { useNavigation } from '../stores/navigation';
import { SpeedField } from '../ui/SpeedField';
import { Toggle } from '../ui/Toggle';
import { StreamingSettings } from './StreamingSettings';
import { useSettings } from '../stores/settings';

export function SettingsScreen() {
  const { settings, update, problem } = useSettings();
  const back = useNavigation((s) => s.back);
  const ids = { volume: useId(), quality: useId() };
  return (
    <main className="screen panel settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {isGuestPage() && (
        <p className="hint">
          A guest’s settings last while this page is open: nothing is written on the table’s
          computer.
        </p>
      )}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.volume}>Volume</label>
        <input
          id={ids.volume}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(settings.volume * 100)}
          onChange={(e) => void update({ volume: Number(e.target.value) / 100 })}
        />
        <output>{Math.round(settings.volume * 100)}%</output>
      </div>
      <Toggle
        label="Mute"
        hint="Silence dice and table sounds."
        value={settings.muted}
        onChange={(muted) => void update({ muted })}
      />
      <div className="field">
        <label htmlFor={ids.quality}>Graphics quality</label>
        <select
          id={ids.quality}
          value={settings.graphicsQuality}
          onChange={(e) =>
            void update({ graphicsQuality: e.target.value as Settings['graphicsQuality'] })
          }
        >
          <option value="low">Low — no shadows, lower resolution</option>
          <option value="medium">Medium</option>
          <option value="high">High — soft shadows, full resolution</option>
        </select>
      </div>
      <SpeedField />
      <Toggle
        label="Reduced motion"
        hint="Cut camera flights and long animations; dice still roll for real."
        value={settings.reducedMotion}
        onChange={(reducedMotion) => void update({ reducedMotion })}
      />
      <Toggle
        label="Colour-blind-safe palette"
        hint="Player colours chosen to stay distinct for every kind of colour vision; pieces also differ in shape."
        value={settings.colourBlindPalette}
        onChange={(colourBlindPalette) => void update({ colourBlindPalette })}
      />
      {/* Streaming is the table host's: a guest's page has no audience server. */}
      {!isGuestPage() && <StreamingSettings />}
      <div className="buttons">
        <button type="button" className="primary" onClick={back}>
          Done
        </button>
      </div>
    </main>
  );
}
