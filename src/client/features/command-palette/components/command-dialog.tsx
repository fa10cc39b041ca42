import { Command } from "cmdk";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentType } from "react";

export interface CommandEntry {
  id: string;
  label: string;
  group: string;
  icon: ComponentType<{ className?: string }>;
  keywords?: string[];
  run: () => void;
}

interface CommandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: CommandEntry[];
}

/** The Ctrl/Cmd+K palette: type to filter, Enter to run. */
export default function CommandDialog({ open, onOpenChange, entries }: CommandDialogProps) {
  const groups = [...new Set(entries.map((entry) => entry.group))];
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Search and commands"
      overlayClassName="animate-overlay-in fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]"
      contentClassName="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-2xl"
      aria-describedby={undefined}
    >
      <DialogPrimitive.Title className="sr-only">Search and commands</DialogPrimitive.Title>
      <Command.Input
        placeholder="Search pages and actions…"
        className="h-13 w-full border-b bg-transparent px-4 text-[0.95rem] outline-none placeholder:text-muted-foreground"
      />
      <Command.List className="max-h-[min(60vh,420px)] overflow-y-auto p-2">
        <Command.Empty className="px-3 py-8 text-center text-sm text-muted-foreground">
          No results.
        </Command.Empty>
        {groups.map((group) => (
          <Command.Group
            key={group}
            heading={group}
            className="[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
          >
            {entries
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <Command.Item
                  key={entry.id}
                  value={`${entry.group} ${entry.label}`}
                  keywords={entry.keywords}
                  onSelect={() => {
                    onOpenChange(false);
                    entry.run();
                  }}
                  className="flex cursor-default items-center gap-3 rounded-lg px-2.5 py-2.5 text-sm data-[selected=true]:bg-muted"
                >
                  <entry.icon className="size-4 text-muted-foreground" />
                  {entry.label}
                </Command.Item>
              ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}
