import type { ColumnType, Generated } from "kysely";

/**
 * The database as the app reads it (camelCase; CamelCasePlugin maps to snake_case columns).
 * Booleans come back as 0/1 on SQLite and JSON as text there: read them through `db/values.ts`.
 */
type Id = Generated<number>;
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
type Json = ColumnType<unknown, string | undefined, string>;
type IsoTime = string;

export interface UsersTable {
  id: Id;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  notifyOnNewSongs: Bool;
  notifyOnSongUpdates: Bool;
  signupSource: string | null;
  lastActiveAt: IsoTime | null;
  emailVerified: Bool;
  emailVerificationToken: string | null;
  emailVerificationExpiresAt: IsoTime | null;
  isAdmin: Bool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface BandsTable {
  id: Id;
  name: string;
  description: string | null;
  ownerId: number;
  inviteCode: string;
  lastActivityAt: IsoTime | null;
  /** Bumped with every change to the band's songs; the song-list cache key. */
  libraryVersion: ColumnType<number, number | undefined, number>;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface BandMembershipsTable {
  userId: number;
  bandId: number;
  role: ColumnType<string, string | undefined, string>;
  joinedAt: IsoTime;
}

export interface SongsTable {
  id: Id;
  name: string;
  bpm: number | null;
  key: string | null;
  capo: ColumnType<number, number | undefined, number>;
  timeSignature: string | null;
  durationSeconds: number | null;
  sections: Json;
  tags: Json;
  isCover: Bool;
  audioUrl: string | null;
  sourceText: string | null;
  bandId: number;
  userId: number | null;
  shareToken: string | null;
  shareViews: ColumnType<number, number | undefined, number>;
  lastSharedView: IsoTime | null;
  parseMethod: ColumnType<string, string | undefined, string>;
  aiParseTimeMs: number | null;
  editCount: ColumnType<number, number | undefined, number>;
  createdAt: IsoTime;
  lastUpdated: IsoTime;
}

export interface SongRevisionsTable {
  id: Id;
  songId: number;
  userId: number | null;
  editCount: number;
  name: string;
  key: string | null;
  bpm: number | null;
  capo: number;
  timeSignature: string | null;
  tags: Json;
  isCover: Bool;
  audioUrl: string | null;
  sourceText: string | null;
  sections: Json;
  createdAt: IsoTime;
}

export interface SetlistsTable {
  id: Id;
  venue: string;
  date: string;
  bandId: number;
  userId: number | null;
  shareToken: string | null;
  shareViews: ColumnType<number, number | undefined, number>;
  lastSharedView: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface SetlistSongsTable {
  id: Id;
  setlistId: number;
  songId: number;
  position: number;
  notes: string | null;
  keyOverride: string | null;
}

export interface PasswordResetTokensTable {
  id: Id;
  userId: number;
  token: string;
  expiresAt: IsoTime;
  usedAt: IsoTime | null;
  createdAt: IsoTime;
}

export interface NotificationQueueTable {
  id: Id;
  userId: number;
  bandId: number;
  songId: number | null;
  notificationType: string;
  triggeredByUserId: number | null;
  sent: Bool;
  scheduledFor: IsoTime;
  createdAt: IsoTime;
}

export interface PracticePollsTable {
  id: Id;
  bandId: number;
  createdBy: number | null;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string;
  duration: number;
  requiredMemberIds: Json;
  status: ColumnType<string, string | undefined, string>;
  finalDate: string | null;
  shareToken: string | null;
  externalParticipantsAllowed: Bool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ExternalParticipantsTable {
  id: Id;
  pollId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isRegisteredUser: Bool;
  userId: number | null;
  createdAt: IsoTime;
}

export interface PracticeAvailabilityTable {
  id: Id;
  pollId: number;
  userId: number | null;
  externalParticipantId: number | null;
  unavailableDates: Json;
  notes: string | null;
  respondedAt: IsoTime;
}

export interface PracticesTable {
  id: Id;
  bandId: number;
  pollId: number | null;
  title: string;
  description: string | null;
  location: string | null;
  date: string;
  duration: number;
  createdBy: number | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface PracticeAttendanceTable {
  id: Id;
  practiceId: number;
  userId: number;
  status: ColumnType<string, string | undefined, string>;
  notes: string | null;
  updatedAt: IsoTime;
}

export interface FeedbackItemsTable {
  id: Id;
  title: string;
  description: string;
  userId: number | null;
  bandId: number | null;
  status: ColumnType<string, string | undefined, string>;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface FeedbackVotesTable {
  id: Id;
  feedbackItemId: number;
  userId: number;
  voteType: string;
  createdAt: IsoTime;
}

export interface BetaSignupsTable {
  id: Id;
  email: string;
  source: string | null;
  metadata: Json;
  approved: Bool;
  approvedAt: IsoTime | null;
  approvedBy: number | null;
  inviteSent: Bool;
  inviteSentAt: IsoTime | null;
  inviteToken: string | null;
  inviteTokenExpiresAt: IsoTime | null;
  signedUpAt: IsoTime | null;
  revokedAt: IsoTime | null;
  createdAt: IsoTime;
}

export interface SessionsTable {
  sid: string;
  sess: Json;
  expire: IsoTime;
  userId: number | null;
}

export interface UserAnalyticsEventsTable {
  id: Id;
  userId: number | null;
  bandId: number | null;
  eventType: string;
  eventData: Json;
  createdAt: IsoTime;
}

export interface DailyMetricsTable {
  id: Id;
  day: string;
  metric: string;
  value: number;
}

export interface FeatureUsageTable {
  id: Id;
  userId: number | null;
  bandId: number | null;
  feature: string;
  useCount: number;
  lastUsedAt: IsoTime;
}

export interface ApiPerformanceTable {
  id: Id;
  method: string;
  route: string;
  statusCode: number;
  durationMs: number;
  createdAt: IsoTime;
}

export interface UserSessionsTable {
  id: Id;
  userId: number;
  startedAt: IsoTime;
  endedAt: IsoTime | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  city: string | null;
  referrer: string | null;
}

export interface DevEmailLogTable {
  id: Id;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: IsoTime;
}

export interface EmailOutboxTable {
  id: Id;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  nextAttemptAt: IsoTime;
  sentAt: IsoTime | null;
  createdAt: IsoTime;
}

export interface Database {
  users: UsersTable;
  bands: BandsTable;
  bandMemberships: BandMembershipsTable;
  songs: SongsTable;
  songRevisions: SongRevisionsTable;
  setlists: SetlistsTable;
  setlistSongs: SetlistSongsTable;
  passwordResetTokens: PasswordResetTokensTable;
  notificationQueue: NotificationQueueTable;
  practicePolls: PracticePollsTable;
  externalParticipants: ExternalParticipantsTable;
  practiceAvailability: PracticeAvailabilityTable;
  practices: PracticesTable;
  practiceAttendance: PracticeAttendanceTable;
  feedbackItems: FeedbackItemsTable;
  feedbackVotes: FeedbackVotesTable;
  betaSignups: BetaSignupsTable;
  sessions: SessionsTable;
  userAnalyticsEvents: UserAnalyticsEventsTable;
  dailyMetrics: DailyMetricsTable;
  featureUsage: FeatureUsageTable;
  apiPerformance: ApiPerformanceTable;
  userSessions: UserSessionsTable;
  devEmailLog: DevEmailLogTable;
  emailOutbox: EmailOutboxTable;
}
