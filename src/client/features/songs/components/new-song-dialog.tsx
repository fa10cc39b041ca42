import { Dialog } from "../../../components/ui/dialog";
import { CreateChartForm } from "./create-chart-form";

export default function NewSongDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New song"
      description="Bandbook reads the chords and writes the chart in Nashville numbers."
      className="max-w-xl"
    >
      <CreateChartForm autoFocus onCreated={() => onOpenChange(false)} />
    </Dialog>
  );
}
