import { useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Headphones,
  MoreVertical,
  Music,
  Pencil,
  Plus,
  Search,
  Trash2,
  Upload,
} from "lucide-react";
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useLocation } from "wouter";
import type { SongListItem } from "../../../../shared/songs";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Input } from "../../../components/ui/field";
import { Kbd } from "../../../components/ui/kbd";
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from "../../../components/ui/menu";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useSelectedBand } from "../../../lib/selected-band";
import { useIsMobile } from "../../../lib/use-is-mobile";
import { useSongs } from "../api/get-songs";
import {
  applyLibraryQuery,
  DEFAULT_LIBRARY_QUERY,
  type LibraryQuery,
  SEARCH_DEBOUNCE_MS,
  type SortColumn,
  toggleSort,
} from "../lib/library-query";
import { DeleteSongDialog } from "./delete-song-dialog";
import { DemoSongsWelcome } from "./demo-songs-welcome";
import { LibraryFilters } from "./library-filters";
import { Badge, DEMO_TAG, engraveKey, SongBadges } from "./song-badges";

// The import dialog loads when first opened, keeping the library page light.
const ImportDialog = lazy(() =>
  import("./import-dialog").then((module) => ({ default: module.ImportDialog })),
);

/** Above this many rows only the rows on screen are drawn (spec §9). */
export const VIRTUALIZE_ABOVE = 50;
/** Estimated row height for the virtualiser (spec §9). */
export const ROW_HEIGHT_ESTIMATE = 68;

const COLUMNS =
  "md:grid md:grid-cols-[minmax(0,2.6fr)_4.5rem_4.5rem_minmax(0,1.5fr)_4rem_5.5rem] md:items-center";

interface SongLibraryProps {
  onNewSong: () => void;
}

/** The band's song library (spec §2): search, filters, sorting, and a row per song. */
export function SongLibrary({ onNewSong }: SongLibraryProps) {
  const { bandId, band } = useSelectedBand();
  const songs = useSongs(bandId);
  const [query, setQuery] = useState<LibraryQuery>(DEFAULT_LIBRARY_QUERY);
  const [searchText, setSearchText] = useState("");
  const [toDelete, setToDelete] = useState<SongListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const isMobile = useIsMobile();

  useEffect(() => {
    const timer = window.setTimeout(
      () => setQuery((current) => ({ ...current, search: searchText })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const deferredQuery = useDeferredValue(query);
  const all = songs.data ?? [];
  const shown = useMemo(() => applyLibraryQuery(all, deferredQuery), [all, deferredQuery]);
  const filtered = shown.length !== all.length;
  const hasDemo = all.some((song) => song.tags.includes(DEMO_TAG));
  const change = (partial: Partial<LibraryQuery>) => setQuery((current) => ({ ...current, ...partial }));

  const count = songs.isSuccess
    ? filtered
      ? `${shown.length} of ${all.length} songs`
      : `${all.length} ${all.length === 1 ? "song" : "songs"}`
    : null;

  return (
    <section aria-labelledby="library-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="library-title" className="text-2xl font-semibold tracking-tight sm:text-[1.7rem]">
            Song Library
            {count && (
              <span
                className="ml-2.5 align-middle text-sm font-medium text-muted-foreground"
                data-testid="song-count"
              >
                {count}
              </span>
            )}
          </h1>
          {band && <p className="mt-0.5 text-sm text-muted-foreground">{band.name}</p>}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setImporting(true)} disabled={bandId === null}>
            <Upload aria-hidden />
            <span className="hidden sm:inline">Import</span>
          </Button>
          <Button onClick={onNewSong}>
            <Plus aria-hidden />
            New song
          </Button>
        </div>
      </div>

      {hasDemo && <DemoSongsWelcome />}

      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search songs"
            placeholder="Search by name or tag"
            className="pl-9"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <LibraryFilters query={query} onChange={change} />
      </div>

      {songs.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
          Failed to fetch songs. <span className="text-muted-foreground">{songs.error.message}</span>
        </p>
      ) : !songs.isSuccess ? (
        <Spinner className="w-full py-16" />
      ) : all.length === 0 ? (
        <EmptyState
          icon={Music}
          title="Add your first song!"
          description={
            <>
              Paste a chord chart and Bandbook turns it into a Nashville number chart. Press <Kbd>N</Kbd> any
              time.
            </>
          }
          action={
            <Button onClick={onNewSong}>
              <Plus aria-hidden />
              New song
            </Button>
          }
        />
      ) : (
        <div className="overflow-hidden rounded-2xl border bg-card shadow-xs" data-testid="song-list">
          {!isMobile && <HeaderRow query={query} onSort={(column) => setQuery(toggleSort(query, column))} />}
          {isMobile && (
            <div className="flex gap-1.5 border-b px-3 py-2">
              {(["name", "bpm", "key"] as const).map((column) => (
                <SortButton
                  key={column}
                  column={column}
                  query={query}
                  onSort={(c) => setQuery(toggleSort(query, c))}
                  compact
                />
              ))}
            </div>
          )}
          {shown.length === 0 ? (
            <p className="px-4 py-12 text-center text-sm text-muted-foreground">
              No songs match. Try another search or filter.
            </p>
          ) : (
            <Rows songs={shown} isMobile={isMobile} onDelete={setToDelete} />
          )}
          <footer className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm text-muted-foreground">
            <span>
              Showing {shown.length === 0 ? 0 : 1} to {shown.length} of {shown.length} results
            </span>
            <span className="flex gap-2">
              <Button variant="outline" size="sm" disabled>
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled>
                Next
              </Button>
            </span>
          </footer>
        </div>
      )}
      <DeleteSongDialog song={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
      {bandId !== null && importing && (
        <Suspense fallback={null}>
          <ImportDialog bandId={bandId} open onOpenChange={setImporting} />
        </Suspense>
      )}
    </section>
  );
}

const SORT_LABELS: Record<SortColumn, string> = { name: "Song Name", bpm: "BPM", key: "Key" };

function SortButton({
  column,
  query,
  onSort,
  compact,
}: {
  column: SortColumn;
  query: LibraryQuery;
  onSort: (column: SortColumn) => void;
  compact?: boolean;
}) {
  const active = query.sort === column;
  const Icon = !active ? ArrowUpDown : query.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      aria-label={`Sort by ${SORT_LABELS[column]}`}
      className={cn(
        "inline-flex items-center gap-1 rounded-md text-xs font-semibold hover:text-foreground",
        active ? "text-foreground" : "text-muted-foreground",
        compact ? "h-7 border px-2" : "tracking-wide uppercase",
        compact && active && "border-primary/40 bg-accent text-accent-foreground",
      )}
    >
      {SORT_LABELS[column]}
      <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden />
    </button>
  );
}

function HeaderRow({ query, onSort }: { query: LibraryQuery; onSort: (column: SortColumn) => void }) {
  const header = (content: ReactNode, column?: SortColumn, className?: string) => (
    <div className={className} data-sorted={column && query.sort === column ? query.direction : undefined}>
      {content}
    </div>
  );
  const label = (text: string) => (
    <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{text}</span>
  );
  return (
    <div className={cn(COLUMNS, "gap-3 border-b bg-muted/40 px-4 py-2.5")}>
      {header(<SortButton column="name" query={query} onSort={onSort} />, "name")}
      {header(<SortButton column="bpm" query={query} onSort={onSort} />, "bpm")}
      {header(<SortButton column="key" query={query} onSort={onSort} />, "key")}
      {header(label("Tags"))}
      {header(label("Audio"))}
      {header(label("Actions"), undefined, "text-right")}
    </div>
  );
}

interface RowsProps {
  songs: SongListItem[];
  isMobile: boolean;
  onDelete: (song: SongListItem) => void;
}

function Rows({ songs, isMobile, onDelete }: RowsProps) {
  if (songs.length <= VIRTUALIZE_ABOVE) {
    return (
      <div className="divide-y">
        {songs.map((song) => (
          <SongRow key={song.id} song={song} isMobile={isMobile} onDelete={onDelete} />
        ))}
      </div>
    );
  }
  return <VirtualRows songs={songs} isMobile={isMobile} onDelete={onDelete} />;
}

function VirtualRows({ songs, isMobile, onDelete }: RowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page moves when what is above it changes (a dismissed card, a narrower
  // window wrapping the title), so it is measured after every render; an unchanged value renders nothing.
  useLayoutEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  });
  const virtualizer = useWindowVirtualizer({
    count: songs.length,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => songs[index]!.id,
  });
  return (
    <div ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 border-b"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          <SongRow song={songs[item.index]!} isMobile={isMobile} onDelete={onDelete} />
        </div>
      ))}
    </div>
  );
}

/** Memoised: typing in the search box re-renders the library, and the rows' songs have not changed. */
const SongRow = memo(function SongRow({
  song,
  isMobile,
  onDelete,
}: {
  song: SongListItem;
  isMobile: boolean;
  onDelete: (song: SongListItem) => void;
}) {
  const [, navigate] = useLocation();
  const open = () => navigate(`/songs/${song.id}`);
  const tags = song.tags.filter((tag) => tag !== DEMO_TAG);
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  const audio = song.audioUrl && (
    <a
      href={song.audioUrl}
      target="_blank"
      rel="noreferrer"
      onClick={stop}
      aria-label={`Listen to ${song.name}`}
      className="inline-flex size-8 items-center justify-center rounded-lg text-primary hover:bg-accent"
    >
      <Headphones className="size-4" aria-hidden />
    </a>
  );
  const name = (
    <Link href={`/songs/${song.id}`} onClick={stop} className="truncate font-medium hover:underline">
      {song.name}
    </Link>
  );

  if (isMobile) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the song name inside is the keyboard link
      // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the row opens the song (spec §2)
      <div
        onClick={open}
        className="flex min-h-[68px] cursor-pointer items-center gap-3 px-4 py-3 active:bg-muted"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-sm font-bold text-accent-foreground">
          {song.key ? engraveKey(song.key) : "–"}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0">{name}</div>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 truncate text-xs text-muted-foreground">
            <SongBadges tags={song.tags} isCover={song.isCover} capo={song.capo} />
            {[song.bpm && `${song.bpm} BPM`, ...tags.map((tag) => `#${tag}`)].filter(Boolean).join(" · ") ||
              "No tempo"}
          </p>
        </div>
        {audio}
        <RowMenu song={song} onDelete={onDelete} />
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the song name inside is the keyboard link
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the row opens the song (spec §2)
    <div
      onClick={open}
      className={cn(COLUMNS, "min-h-[60px] cursor-pointer gap-3 px-4 py-2.5 hover:bg-muted/50")}
    >
      <div className="flex min-w-0 items-center gap-2">
        {name}
        <SongBadges tags={song.tags} isCover={song.isCover} capo={song.capo} />
      </div>
      <div className="text-sm tabular-nums">
        {song.bpm ?? <span className="text-muted-foreground">—</span>}
      </div>
      <div className="text-sm font-semibold">
        {song.key ? engraveKey(song.key) : <span className="text-muted-foreground">—</span>}
      </div>
      <div className="flex min-w-0 flex-wrap gap-1 overflow-hidden">
        {tags.slice(0, 3).map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
        {tags.length > 3 && <Badge>+{tags.length - 3}</Badge>}
      </div>
      <div>{audio || <span className="pl-3 text-sm text-muted-foreground">—</span>}</div>
      <div className="flex justify-end gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Edit ${song.name}`}
          onClick={(event) => {
            stop(event);
            navigate(`/songs/${song.id}?edit`);
          }}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${song.name}`}
          onClick={(event) => {
            stop(event);
            onDelete(song);
          }}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </div>
  );
});

function RowMenu({ song, onDelete }: { song: SongListItem; onDelete: (song: SongListItem) => void }) {
  const [, navigate] = useLocation();
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Actions for ${song.name}`}
          onClick={(event) => event.stopPropagation()}
        >
          <MoreVertical aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuContent onClick={(event) => event.stopPropagation()}>
        <MenuItem icon={<Pencil />} onSelect={() => navigate(`/songs/${song.id}?edit`)}>
          Edit
        </MenuItem>
        <MenuItem icon={<Trash2 />} className="text-destructive" onSelect={() => onDelete(song)}>
          Delete
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
