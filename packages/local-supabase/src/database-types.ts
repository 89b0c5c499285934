// Generated from supabase/migrations by packages/local-supabase/scripts/gen-types.mjs
// (`pnpm gen:types`): do not edit. The migrations are applied to a fresh PGlite and its
// catalogue is read; packages/local-supabase/test/database-types.test.ts fails when this file
// and the migrations disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  /** Which PostgREST the types are written for (supabase-js reads it). */
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      catalog_items: {
        Row: {
          active: boolean;
          created_at: string;
          currency: string;
          description: string;
          description_es: string | null;
          image_alt: string | null;
          image_alt_es: string | null;
          image_path: string | null;
          kind: string;
          price_cents: number;
          sizes: string[] | null;
          sku: string;
          sort_order: number;
          title: string;
          title_es: string | null;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          description: string;
          description_es?: string | null;
          image_alt?: string | null;
          image_alt_es?: string | null;
          image_path?: string | null;
          kind: string;
          price_cents: number;
          sizes?: string[] | null;
          sku: string;
          sort_order?: number;
          title: string;
          title_es?: string | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          description?: string;
          description_es?: string | null;
          image_alt?: string | null;
          image_alt_es?: string | null;
          image_path?: string | null;
          kind?: string;
          price_cents?: number;
          sizes?: string[] | null;
          sku?: string;
          sort_order?: number;
          title?: string;
          title_es?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          created_at: string;
          danger_reason: string | null;
          email: string;
          id: string;
          language: string;
          listing_id: string | null;
          message: string;
          name: string;
          topic: string;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          danger_reason?: string | null;
          email: string;
          id?: string;
          language?: string;
          listing_id?: string | null;
          message: string;
          name: string;
          topic: string;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          danger_reason?: string | null;
          email?: string;
          id?: string;
          language?: string;
          listing_id?: string | null;
          message?: string;
          name?: string;
          topic?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      donations: {
        Row: {
          amount_cents: number;
          created_at: string;
          currency: string;
          id: string;
          paid_at: string | null;
          recurring: boolean;
          status: string;
          stripe_payment_intent_id: string | null;
          stripe_session_id: string;
          stripe_subscription_id: string | null;
          user_id: string | null;
        };
        Insert: {
          amount_cents: number;
          created_at?: string;
          currency?: string;
          id?: string;
          paid_at?: string | null;
          recurring?: boolean;
          status?: string;
          stripe_payment_intent_id?: string | null;
          stripe_session_id: string;
          stripe_subscription_id?: string | null;
          user_id?: string | null;
        };
        Update: {
          amount_cents?: number;
          created_at?: string;
          currency?: string;
          id?: string;
          paid_at?: string | null;
          recurring?: boolean;
          status?: string;
          stripe_payment_intent_id?: string | null;
          stripe_session_id?: string;
          stripe_subscription_id?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      hardship_attempts: {
        Row: {
          created_at: string;
          id: number;
          ip_hash: string | null;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          ip_hash?: string | null;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          ip_hash?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      hardship_grants: {
        Row: {
          email_identity: string | null;
          ends_at: string;
          granted_at: string;
          id: string;
          membership_id: string | null;
          reason: string | null;
          user_id: string;
        };
        Insert: {
          email_identity?: string | null;
          ends_at: string;
          granted_at?: string;
          id?: string;
          membership_id?: string | null;
          reason?: string | null;
          user_id: string;
        };
        Update: {
          email_identity?: string | null;
          ends_at?: string;
          granted_at?: string;
          id?: string;
          membership_id?: string | null;
          reason?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'hardship_grants_membership_id_fkey';
            columns: ['membership_id'];
            isOneToOne: false;
            referencedRelation: 'memberships';
            referencedColumns: ['id'];
          },
        ];
      };
      library_bodies: {
        Row: {
          body: string;
          item_slug: string;
          members_only: boolean;
        };
        Insert: {
          body: string;
          item_slug: string;
          members_only: boolean;
        };
        Update: {
          body?: string;
          item_slug?: string;
          members_only?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'library_bodies_item_fkey';
            columns: ['item_slug', 'members_only'];
            isOneToOne: false;
            referencedRelation: 'library_items';
            referencedColumns: ['slug', 'members_only'];
          },
        ];
      };
      library_items: {
        Row: {
          author: string | null;
          challenges: string[];
          created_at: string;
          kind: string;
          members_only: boolean;
          reading_minutes: number | null;
          slug: string;
          sort_order: number;
          source_url: string | null;
          teaser: string;
          teaser_es: string | null;
          title: string;
          title_es: string | null;
        };
        Insert: {
          author?: string | null;
          challenges?: string[];
          created_at?: string;
          kind: string;
          members_only?: boolean;
          reading_minutes?: number | null;
          slug: string;
          sort_order?: number;
          source_url?: string | null;
          teaser: string;
          teaser_es?: string | null;
          title: string;
          title_es?: string | null;
        };
        Update: {
          author?: string | null;
          challenges?: string[];
          created_at?: string;
          kind?: string;
          members_only?: boolean;
          reading_minutes?: number | null;
          slug?: string;
          sort_order?: number;
          source_url?: string | null;
          teaser?: string;
          teaser_es?: string | null;
          title?: string;
          title_es?: string | null;
        };
        Relationships: [];
      };
      membership_checkouts: {
        Row: {
          amount_cents: number;
          billing_interval: string;
          created_at: string;
          currency: string;
          id: string;
          kind: string;
          stripe_session_id: string | null;
          stripe_subscription_id: string | null;
          tier: string;
          trial_end: string | null;
          user_id: string;
        };
        Insert: {
          amount_cents: number;
          billing_interval: string;
          created_at?: string;
          currency?: string;
          id?: string;
          kind?: string;
          stripe_session_id?: string | null;
          stripe_subscription_id?: string | null;
          tier: string;
          trial_end?: string | null;
          user_id: string;
        };
        Update: {
          amount_cents?: number;
          billing_interval?: string;
          created_at?: string;
          currency?: string;
          id?: string;
          kind?: string;
          stripe_session_id?: string | null;
          stripe_subscription_id?: string | null;
          tier?: string;
          trial_end?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      membership_comps: {
        Row: {
          ended_at: string | null;
          ended_by: string | null;
          granted_at: string;
          granted_by: string | null;
          membership_id: string;
          reason: string;
          user_id: string;
        };
        Insert: {
          ended_at?: string | null;
          ended_by?: string | null;
          granted_at?: string;
          granted_by?: string | null;
          membership_id: string;
          reason: string;
          user_id: string;
        };
        Update: {
          ended_at?: string | null;
          ended_by?: string | null;
          granted_at?: string;
          granted_by?: string | null;
          membership_id?: string;
          reason?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'membership_comps_membership_id_fkey';
            columns: ['membership_id'];
            isOneToOne: true;
            referencedRelation: 'memberships';
            referencedColumns: ['id'];
          },
        ];
      };
      membership_plans: {
        Row: {
          benefits: string[];
          benefits_es: string[] | null;
          description: string;
          description_es: string | null;
          monthly_price_cents: number;
          name: string;
          name_es: string | null;
          sort_order: number;
          tier: string;
          yearly_price_cents: number;
        };
        Insert: {
          benefits?: string[];
          benefits_es?: string[] | null;
          description: string;
          description_es?: string | null;
          monthly_price_cents: number;
          name: string;
          name_es?: string | null;
          sort_order?: number;
          tier: string;
          yearly_price_cents: number;
        };
        Update: {
          benefits?: string[];
          benefits_es?: string[] | null;
          description?: string;
          description_es?: string | null;
          monthly_price_cents?: number;
          name?: string;
          name_es?: string | null;
          sort_order?: number;
          tier?: string;
          yearly_price_cents?: number;
        };
        Relationships: [];
      };
      membership_subscriptions: {
        Row: {
          billing_interval: string | null;
          cancel_at_period_end: boolean;
          last_event_at: string | null;
          membership_id: string;
          payment_failed_at: string | null;
          replaced_at: string | null;
          stripe_customer_id: string | null;
          stripe_status: string | null;
          stripe_subscription_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          billing_interval?: string | null;
          cancel_at_period_end?: boolean;
          last_event_at?: string | null;
          membership_id: string;
          payment_failed_at?: string | null;
          replaced_at?: string | null;
          stripe_customer_id?: string | null;
          stripe_status?: string | null;
          stripe_subscription_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          billing_interval?: string | null;
          cancel_at_period_end?: boolean;
          last_event_at?: string | null;
          membership_id?: string;
          payment_failed_at?: string | null;
          replaced_at?: string | null;
          stripe_customer_id?: string | null;
          stripe_status?: string | null;
          stripe_subscription_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'membership_subscriptions_membership_id_fkey';
            columns: ['membership_id'];
            isOneToOne: true;
            referencedRelation: 'memberships';
            referencedColumns: ['id'];
          },
        ];
      };
      memberships: {
        Row: {
          created_at: string;
          end_date: string | null;
          id: string;
          is_active: boolean;
          source: string;
          start_date: string | null;
          tier: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          end_date?: string | null;
          id?: string;
          is_active?: boolean;
          source?: string;
          start_date?: string | null;
          tier?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          end_date?: string | null;
          id?: string;
          is_active?: boolean;
          source?: string;
          start_date?: string | null;
          tier?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      newsletter_confirmations: {
        Row: {
          created_at: string;
          email: string;
          expires_at: string;
          first_name: string | null;
          id: string;
          language: string;
          token_hash: string;
          used_at: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          expires_at: string;
          first_name?: string | null;
          id?: string;
          language?: string;
          token_hash: string;
          used_at?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          expires_at?: string;
          first_name?: string | null;
          id?: string;
          language?: string;
          token_hash?: string;
          used_at?: string | null;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          consent_at: string;
          created_at: string;
          email: string;
          first_name: string | null;
          id: string;
          language: string;
        };
        Insert: {
          consent_at?: string;
          created_at?: string;
          email: string;
          first_name?: string | null;
          id?: string;
          language?: string;
        };
        Update: {
          consent_at?: string;
          created_at?: string;
          email?: string;
          first_name?: string | null;
          id?: string;
          language?: string;
        };
        Relationships: [];
      };
      order_items: {
        Row: {
          order_id: string;
          quantity: number;
          size: string | null;
          sku: string;
          title: string;
          title_language: string;
          unit_price_cents: number;
        };
        Insert: {
          order_id: string;
          quantity: number;
          size?: string | null;
          sku: string;
          title: string;
          title_language?: string;
          unit_price_cents: number;
        };
        Update: {
          order_id?: string;
          quantity?: number;
          size?: string | null;
          sku?: string;
          title?: string;
          title_language?: string;
          unit_price_cents?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          amount_cents: number;
          created_at: string;
          currency: string;
          customer_email: string | null;
          id: string;
          language: string;
          paid_at: string | null;
          status: string;
          stripe_payment_intent_id: string | null;
          stripe_session_id: string;
          user_id: string | null;
        };
        Insert: {
          amount_cents: number;
          created_at?: string;
          currency?: string;
          customer_email?: string | null;
          id?: string;
          language?: string;
          paid_at?: string | null;
          status?: string;
          stripe_payment_intent_id?: string | null;
          stripe_session_id: string;
          user_id?: string | null;
        };
        Update: {
          amount_cents?: number;
          created_at?: string;
          currency?: string;
          customer_email?: string | null;
          id?: string;
          language?: string;
          paid_at?: string | null;
          status?: string;
          stripe_payment_intent_id?: string | null;
          stripe_session_id?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      partner_applications: {
        Row: {
          audience: string;
          created_at: string;
          danger_reason: string | null;
          email: string;
          full_name: string;
          id: string;
          language: string;
          organization: string | null;
          status: string;
          website: string | null;
        };
        Insert: {
          audience: string;
          created_at?: string;
          danger_reason?: string | null;
          email: string;
          full_name: string;
          id?: string;
          language?: string;
          organization?: string | null;
          status?: string;
          website?: string | null;
        };
        Update: {
          audience?: string;
          created_at?: string;
          danger_reason?: string | null;
          email?: string;
          full_name?: string;
          id?: string;
          language?: string;
          organization?: string | null;
          status?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      payment_problems: {
        Row: {
          action: string;
          created_at: string;
          id: string;
          kind: string;
          reason: string;
          refunded_cents: number;
          resolved_at: string | null;
          stripe_customer_id: string | null;
          stripe_refund_id: string | null;
          stripe_subscription_id: string;
          user_id: string | null;
        };
        Insert: {
          action: string;
          created_at?: string;
          id?: string;
          kind: string;
          reason: string;
          refunded_cents?: number;
          resolved_at?: string | null;
          stripe_customer_id?: string | null;
          stripe_refund_id?: string | null;
          stripe_subscription_id: string;
          user_id?: string | null;
        };
        Update: {
          action?: string;
          created_at?: string;
          id?: string;
          kind?: string;
          reason?: string;
          refunded_cents?: number;
          resolved_at?: string | null;
          stripe_customer_id?: string | null;
          stripe_refund_id?: string | null;
          stripe_subscription_id?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          created_at: string;
          email: string | null;
          full_name: string | null;
          id: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          email?: string | null;
          full_name?: string | null;
          id: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string | null;
          full_name?: string | null;
          id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      staff_audit_log: {
        Row: {
          action: string;
          actor_email: string;
          actor_id: string | null;
          after: Json | null;
          at: string;
          before: Json | null;
          id: number;
          item_id: string;
          item_type: string;
        };
        Insert: {
          action: string;
          actor_email: string;
          actor_id?: string | null;
          after?: Json | null;
          at?: string;
          before?: Json | null;
          id?: never;
          item_id: string;
          item_type: string;
        };
        Update: {
          action?: string;
          actor_email?: string;
          actor_id?: string | null;
          after?: Json | null;
          at?: string;
          before?: Json | null;
          id?: never;
          item_id?: string;
          item_type?: string;
        };
        Relationships: [];
      };
      staff_inbox_state: {
        Row: {
          assignee_id: string | null;
          item_id: string;
          item_type: string;
          marked_urgent: boolean;
          status: Database['public']['Enums']['staff_inbox_status'];
          updated_at: string;
        };
        Insert: {
          assignee_id?: string | null;
          item_id: string;
          item_type: string;
          marked_urgent?: boolean;
          status?: Database['public']['Enums']['staff_inbox_status'];
          updated_at?: string;
        };
        Update: {
          assignee_id?: string | null;
          item_id?: string;
          item_type?: string;
          marked_urgent?: boolean;
          status?: Database['public']['Enums']['staff_inbox_status'];
          updated_at?: string;
        };
        Relationships: [];
      };
      staff_members: {
        Row: {
          added_at: string;
          added_by: string | null;
          role: Database['public']['Enums']['staff_role'];
          user_id: string;
        };
        Insert: {
          added_at?: string;
          added_by?: string | null;
          role: Database['public']['Enums']['staff_role'];
          user_id: string;
        };
        Update: {
          added_at?: string;
          added_by?: string | null;
          role?: Database['public']['Enums']['staff_role'];
          user_id?: string;
        };
        Relationships: [];
      };
      staff_notes: {
        Row: {
          author_email: string;
          author_id: string | null;
          body: string;
          created_at: string;
          id: number;
          item_id: string;
          item_type: string;
        };
        Insert: {
          author_email: string;
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: never;
          item_id: string;
          item_type: string;
        };
        Update: {
          author_email?: string;
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: never;
          item_id?: string;
          item_type?: string;
        };
        Relationships: [];
      };
      staff_replies: {
        Row: {
          author_email: string;
          author_id: string | null;
          body: string;
          id: number;
          item_id: string;
          item_type: string;
          sent_at: string;
          subject: string;
          to_email: string;
        };
        Insert: {
          author_email: string;
          author_id?: string | null;
          body: string;
          id?: never;
          item_id: string;
          item_type: string;
          sent_at?: string;
          subject: string;
          to_email: string;
        };
        Update: {
          author_email?: string;
          author_id?: string | null;
          body?: string;
          id?: never;
          item_id?: string;
          item_type?: string;
          sent_at?: string;
          subject?: string;
          to_email?: string;
        };
        Relationships: [];
      };
      stories: {
        Row: {
          consent_to_publish: boolean;
          created_at: string;
          danger_reason: string | null;
          email: string | null;
          id: string;
          language: string;
          name: string | null;
          show_name: boolean;
          status: string;
          story: string;
          withdrawn_at: string | null;
          writer_token_hash: string | null;
        };
        Insert: {
          consent_to_publish: boolean;
          created_at?: string;
          danger_reason?: string | null;
          email?: string | null;
          id?: string;
          language?: string;
          name?: string | null;
          show_name?: boolean;
          status?: string;
          story: string;
          withdrawn_at?: string | null;
          writer_token_hash?: string | null;
        };
        Update: {
          consent_to_publish?: boolean;
          created_at?: string;
          danger_reason?: string | null;
          email?: string | null;
          id?: string;
          language?: string;
          name?: string | null;
          show_name?: boolean;
          status?: string;
          story?: string;
          withdrawn_at?: string | null;
          writer_token_hash?: string | null;
        };
        Relationships: [];
      };
      story_publications: {
        Row: {
          body: string | null;
          challenge_slug: string | null;
          content_notes: string[];
          display_name: string | null;
          helped_count: number;
          public_id: string;
          published_at: string | null;
          story_id: string;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          body?: string | null;
          challenge_slug?: string | null;
          content_notes?: string[];
          display_name?: string | null;
          helped_count?: number;
          public_id?: string;
          published_at?: string | null;
          story_id: string;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          body?: string | null;
          challenge_slug?: string | null;
          content_notes?: string[];
          display_name?: string | null;
          helped_count?: number;
          public_id?: string;
          published_at?: string | null;
          story_id?: string;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'story_publications_story_id_fkey';
            columns: ['story_id'];
            isOneToOne: true;
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      stripe_customers: {
        Row: {
          created_at: string;
          customer_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          customer_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          customer_id?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      stripe_events: {
        Row: {
          claimed_at: string;
          id: string;
          processed_at: string | null;
          stripe_created_at: string;
          type: string;
        };
        Insert: {
          claimed_at?: string;
          id: string;
          processed_at?: string | null;
          stripe_created_at: string;
          type: string;
        };
        Update: {
          claimed_at?: string;
          id?: string;
          processed_at?: string | null;
          stripe_created_at?: string;
          type?: string;
        };
        Relationships: [];
      };
      write_attempts: {
        Row: {
          created_at: string;
          id: number;
          key_hash: string;
          kind: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          key_hash: string;
          kind: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          key_hash?: string;
          kind?: string;
        };
        Relationships: [];
      };
      write_limits: {
        Row: {
          kind: string;
          max_count: number;
          window_seconds: number;
        };
        Insert: {
          kind: string;
          max_count: number;
          window_seconds: number;
        };
        Update: {
          kind?: string;
          max_count?: number;
          window_seconds?: number;
        };
        Relationships: [];
      };
    };
    Views: {
      published_stories: {
        Row: {
          body: string | null;
          challenge_slug: string | null;
          content_notes: string[] | null;
          display_name: string | null;
          helped_count: number | null;
          id: string | null;
          language: string | null;
          published_at: string | null;
          title: string | null;
        };
        Relationships: [];
      };
      staff_inbox: {
        Row: {
          assignee_id: string | null;
          body: string | null;
          consent_to_publish: boolean | null;
          danger_reason: string | null;
          from_email: string | null;
          from_name: string | null;
          item_id: string | null;
          item_type: string | null;
          kind: string | null;
          language: string | null;
          listing_id: string | null;
          marked_urgent: boolean | null;
          received_at: string | null;
          status: Database['public']['Enums']['staff_inbox_status'] | null;
          topic: string | null;
          urgent: boolean | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      append_staff_audit: {
        Args: {
          p_action: string | null;
          p_after: Json | null;
          p_before: Json | null;
          p_item_id: string | null;
          p_item_type: string | null;
        };
        Returns: undefined;
      };
      apply_stripe_subscription: {
        Args: {
          p_cancel_at_period_end: boolean | null;
          p_customer_id: string | null;
          p_end_date: string | null;
          p_event_created_at: string | null;
          p_interval: string | null;
          p_is_active: boolean | null;
          p_start_date: string | null;
          p_status: string | null;
          p_subscription_id: string | null;
          p_tier: string | null;
          p_user_id: string | null;
        };
        Returns: string;
      };
      claim_stripe_event: {
        Args: {
          p_created_at: string | null;
          p_id: string | null;
          p_type: string | null;
        };
        Returns: string;
      };
      confirm_newsletter_subscription: {
        Args: {
          p_token_hash: string | null;
        };
        Returns: Json;
      };
      current_staff_role: { Args: never; Returns: Database['public']['Enums']['staff_role'] };
      email_identity: {
        Args: {
          p_email: string | null;
        };
        Returns: string;
      };
      end_stripe_customer: {
        Args: {
          p_customer_id: string | null;
          p_event_created_at: string | null;
        };
        Returns: number;
      };
      has_membership_access: {
        Args: {
          p_user_id: string | null;
        };
        Returns: boolean;
      };
      is_staff_member: { Args: never; Returns: boolean };
      note_write_attempt: {
        Args: {
          p_key_hash: string | null;
          p_kind: string | null;
        };
        Returns: string;
      };
      request_client_address: { Args: never; Returns: string };
      request_hardship_access: {
        Args: {
          p_ip_hash: string | null;
          p_max_per_account_per_hour: number | null;
          p_max_per_ip_per_hour: number | null;
          p_reason: string | null;
          p_user_id: string | null;
        };
        Returns: Json;
      };
      request_newsletter_confirmation: {
        Args: {
          p_address_key: string | null;
          p_email: string | null;
          p_expires_at: string | null;
          p_first_name: string | null;
          p_language: string | null;
          p_token_hash: string | null;
        };
        Returns: string;
      };
      require_staff: { Args: never; Returns: Database['public']['Enums']['staff_role'] };
      safety_screen: {
        Args: {
          p_text: string | null;
        };
        Returns: string;
      };
      send_story: {
        Args: {
          p_consent_to_publish: boolean | null;
          p_email: string | null;
          p_language?: string | null;
          p_name: string | null;
          p_show_name: boolean | null;
          p_story: string | null;
        };
        Returns: string;
      };
      staff_add_editor: {
        Args: {
          p_email: string | null;
        };
        Returns: Database['public']['Tables']['staff_members']['Row'];
      };
      staff_begin_export: {
        Args: {
          p_kind: string | null;
        };
        Returns: Database['public']['Enums']['staff_role'];
      };
      staff_end_comp: {
        Args: {
          p_membership_id: string | null;
        };
        Returns: Database['public']['Tables']['memberships']['Row'];
      };
      staff_export_donations: {
        Args: {
          p_after_created_at: string | null;
          p_after_id: string | null;
          p_limit: number | null;
        };
        Returns: {
          amount_cents: number;
          created_at: string;
          currency: string;
          donor_email: string;
          donor_name: string;
          id: string;
          paid_at: string;
          recurring: boolean;
          status: string;
        }[];
      };
      staff_export_newsletter: {
        Args: {
          p_after_created_at: string | null;
          p_after_id: string | null;
          p_limit: number | null;
        };
        Returns: {
          consent_at: string;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          language: string;
        }[];
      };
      staff_export_orders: {
        Args: {
          p_after_created_at: string | null;
          p_after_id: string | null;
          p_limit: number | null;
        };
        Returns: {
          amount_cents: number;
          created_at: string;
          currency: string;
          customer_email: string;
          id: string;
          items: string;
          language: string;
          paid_at: string;
          status: string;
        }[];
      };
      staff_find_members: {
        Args: {
          p_email_query: string | null;
        };
        Returns: {
          created_at: string;
          email: string;
          end_date: string;
          full_name: string;
          is_active: boolean;
          source: string;
          start_date: string;
          tier: string;
          user_id: string;
        }[];
      };
      staff_grant_comp: {
        Args: {
          p_ends_at: string | null;
          p_reason: string | null;
          p_tier: string | null;
          p_user_id: string | null;
        };
        Returns: Database['public']['Tables']['memberships']['Row'];
      };
      staff_inbox_add_note: {
        Args: {
          p_body: string | null;
          p_item_id: string | null;
          p_item_type: string | null;
        };
        Returns: Database['public']['Tables']['staff_notes']['Row'];
      };
      staff_inbox_assign: {
        Args: {
          p_assignee_id: string | null;
          p_item_id: string | null;
          p_item_type: string | null;
        };
        Returns: Database['public']['Tables']['staff_inbox_state']['Row'];
      };
      staff_inbox_assignees: {
        Args: never;
        Returns: {
          email: string;
          role: Database['public']['Enums']['staff_role'];
          user_id: string;
        }[];
      };
      staff_inbox_record_reply: {
        Args: {
          p_author: string | null;
          p_body: string | null;
          p_item_id: string | null;
          p_item_type: string | null;
          p_subject: string | null;
        };
        Returns: Database['public']['Tables']['staff_replies']['Row'];
      };
      staff_inbox_reply_target: {
        Args: {
          p_item_id: string | null;
          p_item_type: string | null;
        };
        Returns: string;
      };
      staff_inbox_set_status: {
        Args: {
          p_item_id: string | null;
          p_item_type: string | null;
          p_status: Database['public']['Enums']['staff_inbox_status'] | null;
        };
        Returns: Database['public']['Tables']['staff_inbox_state']['Row'];
      };
      staff_inbox_set_urgent: {
        Args: {
          p_item_id: string | null;
          p_item_type: string | null;
          p_urgent: boolean | null;
        };
        Returns: Database['public']['Tables']['staff_inbox_state']['Row'];
      };
      staff_inbox_state_for: {
        Args: {
          p_item_id: string | null;
          p_item_type: string | null;
        };
        Returns: Database['public']['Tables']['staff_inbox_state']['Row'];
      };
      staff_member_detail: {
        Args: {
          p_user_id: string | null;
        };
        Returns: Json;
      };
      staff_money_by_month: {
        Args: never;
        Returns: {
          amount_cents: number;
          count: number;
          currency: string;
          kind: string;
          month: string;
        }[];
      };
      staff_remove_editor: {
        Args: {
          p_user_id: string | null;
        };
        Returns: undefined;
      };
      staff_set_member: {
        Args: {
          p_email: string | null;
          p_role: Database['public']['Enums']['staff_role'] | null;
        };
        Returns: Database['public']['Tables']['staff_members']['Row'];
      };
      staff_story_publication_for: {
        Args: {
          p_story_id: string | null;
        };
        Returns: Database['public']['Tables']['story_publications']['Row'];
      };
      staff_story_publish: {
        Args: {
          p_story_id: string | null;
        };
        Returns: Database['public']['Tables']['story_publications']['Row'];
      };
      staff_story_save: {
        Args: {
          p_body: string | null;
          p_challenge_slug: string | null;
          p_content_notes: string[] | null;
          p_show_name: boolean | null;
          p_story_id: string | null;
          p_title: string | null;
        };
        Returns: Database['public']['Tables']['story_publications']['Row'];
      };
      staff_story_unpublish: {
        Args: {
          p_story_id: string | null;
        };
        Returns: Database['public']['Tables']['story_publications']['Row'];
      };
      staff_team: {
        Args: never;
        Returns: {
          added_at: string;
          email: string;
          role: Database['public']['Enums']['staff_role'];
          user_id: string;
        }[];
      };
      story_by_token: {
        Args: {
          p_token: string | null;
        };
        Returns: Database['public']['Tables']['stories']['Row'];
      };
      story_helped: {
        Args: {
          p_story: string | null;
        };
        Returns: number;
      };
      story_publication_blocked: {
        Args: {
          p_story_id: string | null;
        };
        Returns: string;
      };
      story_status: {
        Args: {
          p_token: string | null;
        };
        Returns: Json;
      };
      withdraw_story: {
        Args: {
          p_token: string | null;
        };
        Returns: Json;
      };
    };
    Enums: {
      staff_inbox_status: 'new' | 'in-progress' | 'done';
      staff_role: 'editor' | 'admin';
    };
    CompositeTypes: { [_ in never]: never };
  };
};

type Schema = Database['public'];

/** A table's row as selected: `Tables<'catalog_items'>`. */
export type Tables<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Row'];
/** What may be inserted into a table. */
export type TablesInsert<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Insert'];
/** What may be updated in a table. */
export type TablesUpdate<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Update'];
/** A view's row. */
export type Views<Name extends keyof Schema['Views']> = Schema['Views'][Name]['Row'];
/** An enum's values. */
export type Enums<Name extends keyof Schema['Enums']> = Schema['Enums'][Name];
