import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen in time: this file must keep producing the same schema, so it uses Kysely<any> and local helpers.

type Table = CreateTableBuilder<string, string>;
type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function columnKinds(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    id: (table: Table): Table =>
      postgres
        ? table.addColumn("id", "serial", (c) => c.primaryKey())
        : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()),
    bool: (table: Table, name: string, defaultValue: boolean): Table =>
      postgres
        ? table.addColumn(name, "boolean", (c) => c.notNull().defaultTo(defaultValue))
        : table.addColumn(name, "integer", (c) => c.notNull().defaultTo(defaultValue ? 1 : 0)),
    json: (table: Table, name: string, defaultJson: string | null): Table =>
      table.addColumn(name, postgres ? sql`jsonb` : "text", (c) =>
        defaultJson === null
          ? c
          : c.notNull().defaultTo(postgres ? sql.raw(`'${defaultJson}'::jsonb`) : defaultJson),
      ),
  };
}

const required: Col = (c) => c.notNull();
const references =
  (target: string, onDelete: "cascade" | "set null"): Col =>
  (c) =>
    onDelete === "cascade"
      ? c.notNull().references(target).onDelete("cascade")
      : c.references(target).onDelete("set null");

export async function up(db: Kysely<any>): Promise<void> {
  const { id, bool, json } = columnKinds(db);
  const timestamps = (table: Table) =>
    table.addColumn("created_at", "text", required).addColumn("updated_at", "text", required);

  let users = id(db.schema.createTable("users"))
    .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
    .addColumn("password_hash", "text")
    .addColumn("first_name", "varchar(100)")
    .addColumn("last_name", "varchar(100)")
    .addColumn("profile_image_url", "text");
  users = bool(users, "notify_on_new_songs", true);
  users = bool(users, "notify_on_song_updates", false);
  users = users.addColumn("signup_source", "varchar(50)").addColumn("last_active_at", "text");
  users = bool(users, "email_verified", false);
  users = users
    .addColumn("email_verification_token", "varchar(64)")
    .addColumn("email_verification_expires_at", "text");
  users = bool(users, "is_admin", false);
  await timestamps(users).execute();

  await timestamps(
    id(db.schema.createTable("bands"))
      .addColumn("name", "varchar(100)", required)
      .addColumn("description", "text")
      .addColumn("owner_id", "integer", references("users.id", "cascade"))
      .addColumn("invite_code", "varchar(32)", (c) => c.notNull().unique())
      .addColumn("last_activity_at", "text"),
  ).execute();

  await db.schema
    .createTable("band_memberships")
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("band_id", "integer", references("bands.id", "cascade"))
    .addColumn("role", "varchar(20)", (c) => c.notNull().defaultTo("member"))
    .addColumn("joined_at", "text", required)
    .addPrimaryKeyConstraint("band_memberships_pk", ["user_id", "band_id"])
    .execute();

  let songs = id(db.schema.createTable("songs"))
    .addColumn("name", "varchar(200)", required)
    .addColumn("bpm", "integer")
    .addColumn("key", "varchar(8)")
    .addColumn("capo", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("time_signature", "varchar(8)")
    .addColumn("duration_seconds", "integer");
  songs = json(songs, "sections", "[]");
  songs = json(songs, "tags", "[]");
  songs = bool(songs, "is_cover", false);
  songs = songs
    .addColumn("audio_url", "text")
    .addColumn("source_text", "text")
    .addColumn("band_id", "integer", references("bands.id", "cascade"))
    .addColumn("user_id", "integer", references("users.id", "set null"))
    .addColumn("share_token", "varchar(32)", (c) => c.unique())
    .addColumn("share_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_shared_view", "text")
    .addColumn("parse_method", "varchar(20)", (c) => c.notNull().defaultTo("manual"))
    .addColumn("ai_parse_time_ms", "integer")
    .addColumn("edit_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", required)
    .addColumn("last_updated", "text", required);
  await songs.execute();

  let revisions = id(db.schema.createTable("song_revisions"))
    .addColumn("song_id", "integer", references("songs.id", "cascade"))
    .addColumn("user_id", "integer", references("users.id", "set null"))
    .addColumn("edit_count", "integer", required)
    .addColumn("name", "varchar(200)", required)
    .addColumn("key", "varchar(8)")
    .addColumn("bpm", "integer")
    .addColumn("capo", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("time_signature", "varchar(8)");
  revisions = json(revisions, "tags", "[]");
  revisions = bool(revisions, "is_cover", false);
  revisions = revisions.addColumn("audio_url", "text").addColumn("source_text", "text");
  revisions = json(revisions, "sections", "[]");
  await revisions.addColumn("created_at", "text", required).execute();

  await timestamps(
    id(db.schema.createTable("setlists"))
      .addColumn("venue", "varchar(200)", required)
      .addColumn("date", "varchar(10)", required)
      .addColumn("band_id", "integer", references("bands.id", "cascade"))
      .addColumn("user_id", "integer", references("users.id", "set null"))
      .addColumn("share_token", "varchar(32)", (c) => c.unique())
      .addColumn("share_views", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_shared_view", "text"),
  ).execute();

  await id(db.schema.createTable("setlist_songs"))
    .addColumn("setlist_id", "integer", references("setlists.id", "cascade"))
    .addColumn("song_id", "integer", references("songs.id", "cascade"))
    .addColumn("position", "integer", required)
    .addColumn("notes", "text")
    .addColumn("key_override", "varchar(8)")
    .execute();

  await id(db.schema.createTable("password_reset_tokens"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("token", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", required)
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", required)
    .execute();

  let queue = id(db.schema.createTable("notification_queue"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("band_id", "integer", references("bands.id", "cascade"))
    .addColumn("song_id", "integer", references("songs.id", "cascade"))
    .addColumn("notification_type", "varchar(30)", required)
    .addColumn("triggered_by_user_id", "integer", references("users.id", "set null"));
  queue = bool(queue, "sent", false);
  await queue
    .addColumn("scheduled_for", "text", required)
    .addColumn("created_at", "text", required)
    .execute();

  let polls = id(db.schema.createTable("practice_polls"))
    .addColumn("band_id", "integer", references("bands.id", "cascade"))
    .addColumn("created_by", "integer", references("users.id", "set null"))
    .addColumn("title", "varchar(200)", required)
    .addColumn("description", "text")
    .addColumn("start_date", "varchar(10)", required)
    .addColumn("end_date", "varchar(10)", required)
    .addColumn("duration", "integer", required);
  polls = json(polls, "required_member_ids", "[]");
  polls = polls
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("open"))
    .addColumn("final_date", "text")
    .addColumn("share_token", "varchar(32)", (c) => c.unique());
  polls = bool(polls, "external_participants_allowed", true);
  await timestamps(polls).execute();

  let externals = id(db.schema.createTable("external_participants"))
    .addColumn("poll_id", "integer", references("practice_polls.id", "cascade"))
    .addColumn("email", "varchar(320)", required)
    .addColumn("first_name", "varchar(100)")
    .addColumn("last_name", "varchar(100)");
  externals = bool(externals, "is_registered_user", false);
  await externals
    .addColumn("user_id", "integer", references("users.id", "set null"))
    .addColumn("created_at", "text", required)
    .addUniqueConstraint("external_participants_poll_email_unique", ["poll_id", "email"])
    .execute();

  let availability = id(db.schema.createTable("practice_availability"))
    .addColumn("poll_id", "integer", references("practice_polls.id", "cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("external_participant_id", "integer", (c) =>
      c.references("external_participants.id").onDelete("cascade"),
    );
  availability = json(availability, "unavailable_dates", "[]");
  await availability
    .addColumn("notes", "text")
    .addColumn("responded_at", "text", required)
    .addUniqueConstraint("practice_availability_poll_user_unique", ["poll_id", "user_id"])
    .addUniqueConstraint("practice_availability_poll_external_unique", ["poll_id", "external_participant_id"])
    .execute();

  await timestamps(
    id(db.schema.createTable("practices"))
      .addColumn("band_id", "integer", references("bands.id", "cascade"))
      .addColumn("poll_id", "integer", references("practice_polls.id", "set null"))
      .addColumn("title", "varchar(200)", required)
      .addColumn("description", "text")
      .addColumn("location", "varchar(200)")
      .addColumn("date", "text", required)
      .addColumn("duration", "integer", required)
      .addColumn("created_by", "integer", references("users.id", "set null")),
  ).execute();

  await id(db.schema.createTable("practice_attendance"))
    .addColumn("practice_id", "integer", references("practices.id", "cascade"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("updated_at", "text", required)
    .addUniqueConstraint("practice_attendance_practice_user_unique", ["practice_id", "user_id"])
    .execute();

  await timestamps(
    id(db.schema.createTable("feedback_items"))
      .addColumn("title", "varchar(255)", required)
      .addColumn("description", "text", required)
      .addColumn("user_id", "integer", references("users.id", "set null"))
      .addColumn("band_id", "integer", (c) => c.references("bands.id").onDelete("cascade"))
      .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("proposed")),
  ).execute();

  await id(db.schema.createTable("feedback_votes"))
    .addColumn("feedback_item_id", "integer", references("feedback_items.id", "cascade"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("vote_type", "varchar(4)", required)
    .addColumn("created_at", "text", required)
    .addUniqueConstraint("feedback_votes_item_user_unique", ["feedback_item_id", "user_id"])
    .execute();

  let beta = id(db.schema.createTable("beta_signups"))
    .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
    .addColumn("source", "varchar(50)");
  beta = json(beta, "metadata", null);
  beta = bool(beta, "approved", false);
  beta = beta
    .addColumn("approved_at", "text")
    .addColumn("approved_by", "integer", references("users.id", "set null"));
  beta = bool(beta, "invite_sent", false);
  await beta
    .addColumn("invite_sent_at", "text")
    .addColumn("invite_token", "varchar(64)", (c) => c.unique())
    .addColumn("invite_token_expires_at", "text")
    .addColumn("signed_up_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", required)
    .execute();

  let sessions = db.schema
    .createTable("sessions")
    .addColumn("sid", "varchar(64)", (c) => c.primaryKey().notNull());
  sessions = json(sessions, "sess", "{}");
  await sessions
    .addColumn("expire", "text", required)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();

  let events = id(db.schema.createTable("user_analytics_events"))
    .addColumn("user_id", "integer", references("users.id", "set null"))
    .addColumn("band_id", "integer", references("bands.id", "set null"))
    .addColumn("event_type", "varchar(50)", required);
  events = json(events, "event_data", "{}");
  await events.addColumn("created_at", "text", required).execute();

  await id(db.schema.createTable("daily_metrics"))
    .addColumn("day", "varchar(10)", required)
    .addColumn("metric", "varchar(50)", required)
    .addColumn("value", "integer", required)
    .addUniqueConstraint("daily_metrics_day_metric_unique", ["day", "metric"])
    .execute();

  await id(db.schema.createTable("feature_usage"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("band_id", "integer", references("bands.id", "set null"))
    .addColumn("feature", "varchar(50)", required)
    .addColumn("use_count", "integer", required)
    .addColumn("last_used_at", "text", required)
    .addUniqueConstraint("feature_usage_user_feature_unique", ["user_id", "feature"])
    .execute();

  await id(db.schema.createTable("api_performance"))
    .addColumn("method", "varchar(10)", required)
    .addColumn("route", "varchar(200)", required)
    .addColumn("status_code", "integer", required)
    .addColumn("duration_ms", "integer", required)
    .addColumn("created_at", "text", required)
    .execute();

  await id(db.schema.createTable("user_sessions"))
    .addColumn("user_id", "integer", references("users.id", "cascade"))
    .addColumn("started_at", "text", required)
    .addColumn("ended_at", "text")
    .addColumn("device", "varchar(50)")
    .addColumn("browser", "varchar(50)")
    .addColumn("os", "varchar(50)")
    .addColumn("country", "varchar(2)")
    .addColumn("city", "varchar(100)")
    .addColumn("referrer", "text")
    .execute();

  await id(db.schema.createTable("dev_email_log"))
    .addColumn("to_address", "varchar(320)", required)
    .addColumn("subject", "text", required)
    .addColumn("text_body", "text", required)
    .addColumn("html_body", "text")
    .addColumn("created_at", "text", required)
    .execute();

  // Every lookup the app makes that is not already a primary key or unique constraint.
  const indexes: [string, string, string[]][] = [
    ["band_memberships_band_idx", "band_memberships", ["band_id"]],
    ["bands_owner_idx", "bands", ["owner_id"]],
    ["songs_band_name_idx", "songs", ["band_id", "name"]],
    ["songs_user_idx", "songs", ["user_id"]],
    ["song_revisions_song_idx", "song_revisions", ["song_id", "edit_count"]],
    ["setlists_band_date_idx", "setlists", ["band_id", "date"]],
    ["setlist_songs_setlist_position_idx", "setlist_songs", ["setlist_id", "position"]],
    ["setlist_songs_song_idx", "setlist_songs", ["song_id"]],
    ["password_reset_tokens_user_idx", "password_reset_tokens", ["user_id"]],
    ["notification_queue_pending_idx", "notification_queue", ["sent", "scheduled_for"]],
    ["notification_queue_user_idx", "notification_queue", ["user_id"]],
    ["notification_queue_song_idx", "notification_queue", ["song_id"]],
    ["practice_polls_band_status_idx", "practice_polls", ["band_id", "status"]],
    ["practice_availability_external_idx", "practice_availability", ["external_participant_id"]],
    ["practices_band_date_idx", "practices", ["band_id", "date"]],
    ["practices_poll_idx", "practices", ["poll_id"]],
    ["practice_attendance_user_idx", "practice_attendance", ["user_id"]],
    ["feedback_items_status_idx", "feedback_items", ["status"]],
    ["feedback_votes_user_idx", "feedback_votes", ["user_id"]],
    ["beta_signups_state_idx", "beta_signups", ["approved", "invite_sent"]],
    ["sessions_expire_idx", "sessions", ["expire"]],
    ["sessions_user_idx", "sessions", ["user_id"]],
    ["user_analytics_events_type_time_idx", "user_analytics_events", ["event_type", "created_at"]],
    ["user_analytics_events_user_idx", "user_analytics_events", ["user_id"]],
    ["api_performance_time_idx", "api_performance", ["created_at"]],
    ["user_sessions_user_idx", "user_sessions", ["user_id", "started_at"]],
    ["dev_email_log_to_idx", "dev_email_log", ["to_address", "created_at"]],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "dev_email_log",
    "user_sessions",
    "api_performance",
    "feature_usage",
    "daily_metrics",
    "user_analytics_events",
    "sessions",
    "beta_signups",
    "feedback_votes",
    "feedback_items",
    "practice_attendance",
    "practices",
    "practice_availability",
    "external_participants",
    "practice_polls",
    "notification_queue",
    "password_reset_tokens",
    "setlist_songs",
    "setlists",
    "song_revisions",
    "songs",
    "band_memberships",
    "bands",
    "users",
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
