CREATE TABLE "hiring_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"assistant_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "hiring_appointments_status_check" CHECK ("hiring_appointments"."status" in ('pending', 'accepted', 'declined', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "hiring_assistant_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"specialization" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"assistant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_recommendations" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"assistant_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_shortlists" (
	"client_id" uuid NOT NULL,
	"assistant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_shortlists_client_id_assistant_id_pk" PRIMARY KEY("client_id","assistant_id")
);
--> statement-breakpoint
CREATE TABLE "job_screenings" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"package_id" uuid,
	"package_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programme_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_applications_type_check" CHECK ("programme_applications"."type" in ('mentor', 'hiringAssistant')),
	CONSTRAINT "programme_applications_status_check" CHECK ("programme_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "screening_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hiring_appointments" ADD CONSTRAINT "hiring_appointments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_appointments" ADD CONSTRAINT "hiring_appointments_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_appointments" ADD CONSTRAINT "hiring_appointments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_assistant_profiles" ADD CONSTRAINT "hiring_assistant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_assistant_profiles" ADD CONSTRAINT "hiring_assistant_profiles_application_id_programme_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."programme_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_fees" ADD CONSTRAINT "hiring_fees_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_fees" ADD CONSTRAINT "hiring_fees_appointment_id_hiring_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."hiring_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_fees" ADD CONSTRAINT "hiring_fees_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_fees" ADD CONSTRAINT "hiring_fees_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_fees" ADD CONSTRAINT "hiring_fees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_recommendations" ADD CONSTRAINT "hiring_recommendations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_recommendations" ADD CONSTRAINT "hiring_recommendations_appointment_id_hiring_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."hiring_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_recommendations" ADD CONSTRAINT "hiring_recommendations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_recommendations" ADD CONSTRAINT "hiring_recommendations_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_shortlists" ADD CONSTRAINT "hiring_shortlists_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_shortlists" ADD CONSTRAINT "hiring_shortlists_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_screenings" ADD CONSTRAINT "job_screenings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_screenings" ADD CONSTRAINT "job_screenings_package_id_screening_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."screening_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_application_id_programme_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."programme_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_subscriptions" ADD CONSTRAINT "mentorship_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_applications" ADD CONSTRAINT "programme_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_applications" ADD CONSTRAINT "programme_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_packages" ADD CONSTRAINT "screening_packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_appointments_job_live_unique" ON "hiring_appointments" USING btree ("job_id") WHERE "hiring_appointments"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "hiring_appointments_assistant_idx" ON "hiring_appointments" USING btree ("assistant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hiring_appointments_client_idx" ON "hiring_appointments" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hiring_assistant_profiles_specialization_idx" ON "hiring_assistant_profiles" USING btree ("specialization");--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_fees_job_unique" ON "hiring_fees" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "hiring_fees_assistant_idx" ON "hiring_fees" USING btree ("assistant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hiring_fees_client_idx" ON "hiring_fees" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "hiring_recommendations_job_idx" ON "hiring_recommendations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_approved_idx" ON "mentor_profiles" USING btree ("approved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentor_profiles_expertise_idx" ON "mentor_profiles" USING gin ("expertise");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_applications_pending_unique" ON "programme_applications" USING btree ("user_id","type") WHERE "programme_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "programme_applications_user_idx" ON "programme_applications" USING btree ("user_id","type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programme_applications_queue_idx" ON "programme_applications" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_packages_owner_name_unique" ON "screening_packages" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "screening_packages_owner_idx" ON "screening_packages" USING btree ("owner_id","created_at" DESC NULLS FIRST);