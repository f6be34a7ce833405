import { useEffect } from 'react';
import { useComputerTurns } from './useComputerTurns';
import { useThrowControl } from './throw-control';
import { useThrows } from './useThrows';

/** Runs the match: computer seats decide, dice get thrown, and the HUD and hands can ask for a throw. */
export function MatchDriver() {
  useComputerTurns();
  const { roll, handDice } = useThrows();
  useEffect(() => {
    useThrowControl.setState({ roll, handDice });
    return () => useThrowControl.setState({ roll: null, handDice: null });
  }, [roll, handDice]);
  return null;
}
