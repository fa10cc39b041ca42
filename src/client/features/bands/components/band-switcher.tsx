import {
  Check,
  ChevronsUpDown,
  LogOut,
  Pencil,
  Plus,
  Trash2,
  UserPlus,
  Users,
  UsersRound,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { BandSummary } from "../../../../shared/bands";
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "../../../components/ui/menu";
import { cn } from "../../../lib/cn";
import { useSelectedBand } from "../../../lib/selected-band";
import type { BandDialog } from "../band-dialog";

interface BandSwitcherProps {
  className?: string;
  onOpenDialog: (dialog: BandDialog) => void;
}

const roleLabel = (band: BandSummary) => (band.role === "owner" ? "Owner" : "Member");

/** Shows the selected band and changes it; also creates, joins and manages bands as the role allows. */
export function BandSwitcher({ className, onOpenDialog }: BandSwitcherProps) {
  const { band, bands, isLoading, selectBand } = useSelectedBand();
  return (
    <MenuRoot>
      <MenuTrigger
        aria-label={band ? `Band: ${band.name}` : "Choose a band"}
        className={cn(
          "flex h-11 min-w-0 items-center gap-2.5 rounded-lg border bg-card px-2 text-left text-sm shadow-xs transition-colors",
          "hover:bg-muted data-[state=open]:bg-muted",
          className,
        )}
        data-slot="band-switcher"
      >
        <BandMark band={band} />
        <span className="grid min-w-0 flex-1 leading-tight">
          <span className="truncate font-medium">
            {band ? band.name : isLoading ? "Loading bands…" : "No band yet"}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {band ? roleLabel(band) : isLoading ? "\u00a0" : "Create or join one"}
          </span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
      </MenuTrigger>
      <MenuContent align="start" className="w-72 max-w-[calc(100vw-1rem)]">
        {bands.length > 0 && (
          <>
            <MenuLabel>Your bands</MenuLabel>
            <DropdownMenu.RadioGroup
              value={band ? String(band.id) : ""}
              onValueChange={(id) => selectBand(Number(id))}
              className="max-h-64 overflow-y-auto"
            >
              {bands.map((item) => (
                <DropdownMenu.RadioItem
                  key={item.id}
                  value={String(item.id)}
                  className="flex cursor-default items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm outline-none select-none data-highlighted:bg-muted"
                >
                  <BandMark band={item} small />
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                  {item.role === "owner" && (
                    <span className="rounded-full bg-accent px-1.5 py-0.5 text-[0.65rem] font-semibold text-accent-foreground">
                      Owner
                    </span>
                  )}
                  <span className="flex size-4 items-center justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check className="size-4 text-primary" aria-hidden />
                    </DropdownMenu.ItemIndicator>
                  </span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <MenuSeparator />
          </>
        )}
        <MenuItem icon={<Plus />} onSelect={() => onOpenDialog("create-band")}>
          Create New Band
        </MenuItem>
        <MenuItem icon={<UserPlus />} onSelect={() => onOpenDialog("join-band")}>
          Join Band
        </MenuItem>
        {band && (
          <>
            <MenuSeparator />
            <MenuLabel>Manage band</MenuLabel>
            <MenuItem icon={<UsersRound />} onSelect={() => onOpenDialog("band-members")}>
              Band members
            </MenuItem>
            <MenuItem icon={<Users />} onSelect={() => onOpenDialog("invite-member")}>
              Invite member
            </MenuItem>
            {band.role === "owner" ? (
              <>
                <MenuItem icon={<Pencil />} onSelect={() => onOpenDialog("edit-band")}>
                  Edit band name
                </MenuItem>
                <MenuItem
                  icon={<Trash2 />}
                  className="text-destructive [&_svg]:text-destructive"
                  onSelect={() => onOpenDialog("delete-band")}
                >
                  Delete band
                </MenuItem>
              </>
            ) : (
              <MenuItem icon={<LogOut />} onSelect={() => onOpenDialog("leave-band")}>
                Leave band
              </MenuItem>
            )}
          </>
        )}
      </MenuContent>
    </MenuRoot>
  );
}

/** The band's initial on a coloured tile, so bands are told apart at a glance. */
function BandMark({ band, small = false }: { band: BandSummary | null; small?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-md font-semibold",
        small ? "size-6 text-xs" : "size-7 text-sm",
        band ? "bg-primary text-primary-foreground" : "border border-dashed text-muted-foreground",
      )}
    >
      {band ? band.name.trim()[0]?.toUpperCase() : <Users className="size-3.5" />}
    </span>
  );
}
