CREATE TABLE "video_job" (
	"id" text PRIMARY KEY NOT NULL,
	"prompt" text NOT NULL,
	"source" text NOT NULL,
	"hero_slot" integer,
	"provider" text NOT NULL,
	"provider_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer,
	"error" text,
	"error_kind" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "video_job_status_check" CHECK ("video_job"."status" in ('queued', 'starting', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "video_job_source_check" CHECK ("video_job"."source" in ('generator', 'hero')),
	CONSTRAINT "video_job_progress_check" CHECK ("video_job"."progress" is null or ("video_job"."progress" between 0 and 100))
);
--> statement-breakpoint
ALTER TABLE "video_job" ADD CONSTRAINT "video_job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_job_due_idx" ON "video_job" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "video_job_created_idx" ON "video_job" USING btree ("created_at");