/**
 * A metronome on the Web Audio clock. A short timer wakes every LOOKAHEAD_MS and schedules every click that
 * falls within SCHEDULE_AHEAD_S on the audio clock, so clicks land exactly even when the main thread stalls
 * (the timer only has to wake up before the scheduled window runs out).
 */
export const LOOKAHEAD_MS = 25;
export const SCHEDULE_AHEAD_S = 0.1;
/** A click this long is heard as a tick, not a tone. */
const CLICK_LENGTH_S = 0.03;
const ACCENT_HZ = 1_760;
const BEAT_HZ = 1_100;

export interface ScheduledBeat {
  beat: number;
  time: number;
}

export class Metronome {
  private context: AudioContext | null = null;
  private timer: number | null = null;
  private nextBeatTime = 0;
  private beat = 0;
  /** Beats scheduled but not yet shown, for the visual pulse to follow the audio clock. */
  readonly queue: ScheduledBeat[] = [];

  constructor(
    public bpm: number,
    public beatsPerBar: number,
  ) {}

  get isRunning(): boolean {
    return this.timer !== null;
  }

  get now(): number {
    return this.context?.currentTime ?? 0;
  }

  start(): void {
    if (this.timer !== null) return;
    this.context ??= new AudioContext();
    void this.context.resume();
    this.beat = 0;
    this.queue.length = 0;
    this.nextBeatTime = this.context.currentTime + 0.05;
    this.timer = window.setInterval(() => this.schedule(), LOOKAHEAD_MS);
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  dispose(): void {
    this.stop();
    void this.context?.close();
    this.context = null;
  }

  private schedule(): void {
    const context = this.context;
    if (!context) return;
    while (this.nextBeatTime < context.currentTime + SCHEDULE_AHEAD_S) {
      this.click(context, this.nextBeatTime, this.beat === 0);
      this.queue.push({ beat: this.beat, time: this.nextBeatTime });
      this.nextBeatTime += 60 / this.bpm;
      this.beat = (this.beat + 1) % Math.max(1, this.beatsPerBar);
    }
  }

  private click(context: AudioContext, time: number, accent: boolean): void {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = accent ? ACCENT_HZ : BEAT_HZ;
    gain.gain.setValueAtTime(accent ? 0.9 : 0.55, time);
    gain.gain.exponentialRampToValueAtTime(0.0001, time + CLICK_LENGTH_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(time);
    oscillator.stop(time + CLICK_LENGTH_S);
  }
}

/** Taps further apart than this start a new count. */
export const TAP_RESET_MS = 2_000;
/** The tempo follows the last few taps, so a player can drift onto the right tempo. */
export const TAPS_REMEMBERED = 6;

/** The tempo of a series of taps (ms timestamps), or null with fewer than two taps. */
export function tempoFromTaps(taps: readonly number[]): number | null {
  if (taps.length < 2) return null;
  const recent = taps.slice(-TAPS_REMEMBERED);
  const span = recent[recent.length - 1]! - recent[0]!;
  if (span <= 0) return null;
  return Math.round((60_000 * (recent.length - 1)) / span);
}

/** Adds a tap, forgetting taps from an earlier count. */
export function addTap(taps: readonly number[], at: number): number[] {
  const last = taps[taps.length - 1];
  if (last !== undefined && at - last > TAP_RESET_MS) return [at];
  return [...taps, at].slice(-TAPS_REMEMBERED);
}
