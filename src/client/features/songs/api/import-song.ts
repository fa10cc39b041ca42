import { api } from "../../../lib/api-client";
import { SONGS_PATH } from "./get-songs";

export interface ImportedSong {
  id: number;
  name: string;
  key: string | null;
}

/** One file of a ChordPro import becomes one song; the import dialog sends the files one by one. */
export const importSong = (input: { bandId: number; fileName: string; text: string }) =>
  api.post<ImportedSong>(`${SONGS_PATH}/import`, input);

/** Where the browser downloads the song as a ChordPro file (the server sends it as an attachment). */
export const chordProUrl = (id: number) => `${SONGS_PATH}/${id}/chordpro`;
