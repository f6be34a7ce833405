import { OffersPanel } from './OffersPanel';
import type { RatsProps } from './props';
import { ResolutionPanel } from './ResolutionPanel';
import { StatusPanel } from './StatusPanel';

export function RatsHud(props: RatsProps) {
  const { view, seats, replaying, motion } = props;
  return (
    <>
      <StatusPanel view={view} seats={seats} />
      <div className="rr-side">
        {!replaying && props.legal.length > 0 && <OffersPanel {...props} />}
        {view.last && <ResolutionPanel key={view.last.round} last={view.last} motion={motion} />}
      </div>
    </>
  );
}
