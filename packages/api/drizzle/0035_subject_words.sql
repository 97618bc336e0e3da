CREATE TABLE "subject_word_vocabulary" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_subject_words" (
	"word" text COLLATE "C" NOT NULL,
	"subject_key" text COLLATE "C" NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"work_item_id" integer NOT NULL,
	CONSTRAINT "ticket_subject_words_word_subject_key_created_date_work_item_id_pk" PRIMARY KEY("word","subject_key","created_date","work_item_id")
);
--> statement-breakpoint
-- A word search sorted by subject (docs/performance.md#sorts): each ticket's subject words beside its subject key, so
-- the tickets holding a word are walked in subject order and the page is their first ones, instead of sorting every
-- match. A subject's words: its whitespace-separated pieces of `subject_search` of three letters or more (a partial
-- word of three or more is inside one of them) and its Spanish stems (`subject_vector`'s lexemes).
CREATE INDEX "subject_word_vocabulary_trgm_idx" ON "subject_word_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_subject_words(p_search text, p_vector tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(p_search, '\s+') w WHERE length(w) >= 3
  UNION SELECT unnest(tsvector_to_array(p_vector)) $$;--> statement-breakpoint
-- The words of the tickets numbered after `p_after` (all of them: 0), for a bulk write with the trigger off.
CREATE OR REPLACE FUNCTION tms_fill_subject_words(p_after integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ticket_subject_words (word, subject_key, created_date, work_item_id)
  SELECT w, wi.subject_key, wi.created_date, wi.id
    FROM work_items wi, tms_subject_words(wi.subject_search, wi.subject_vector) w
   WHERE wi.id > p_after
   ORDER BY 1, 2, 3, 4;
  INSERT INTO subject_word_vocabulary (word)
  SELECT DISTINCT w FROM work_items wi, tms_subject_words(wi.subject_search, wi.subject_vector) w WHERE wi.id > p_after
  ON CONFLICT DO NOTHING $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tms_ticket_subject_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM ticket_subject_words s USING tms_subject_words(OLD.subject_search, OLD.subject_vector) w(word)
     WHERE s.word = w.word AND s.subject_key = OLD.subject_key AND s.created_date = OLD.created_date
       AND s.work_item_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO ticket_subject_words (word, subject_key, created_date, work_item_id)
    SELECT w, NEW.subject_key, NEW.created_date, NEW.id FROM tms_subject_words(NEW.subject_search, NEW.subject_vector) w;
    INSERT INTO subject_word_vocabulary (word)
    SELECT w FROM tms_subject_words(NEW.subject_search, NEW.subject_vector) w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_items_subject_words AFTER INSERT OR DELETE ON work_items
  FOR EACH ROW EXECUTE FUNCTION tms_ticket_subject_words();--> statement-breakpoint
CREATE TRIGGER work_items_subject_words_update AFTER UPDATE OF subject, created_date ON work_items
  FOR EACH ROW WHEN (OLD.subject IS DISTINCT FROM NEW.subject OR OLD.created_date IS DISTINCT FROM NEW.created_date)
  EXECUTE FUNCTION tms_ticket_subject_words();--> statement-breakpoint
SELECT tms_fill_subject_words(0);--> statement-breakpoint
ANALYZE ticket_subject_words;--> statement-breakpoint
ANALYZE subject_word_vocabulary;
