import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogs, type BlogRow, type BlogSection } from '../db/schema';
import { escapeLike } from '../lib/like';

export interface BlogInput {
  title: string;
  description: string;
  image: string | null;
  content: BlogSection[];
}

export function createBlogsRepository(db: Db) {
  return {
    async list(keyword: string): Promise<BlogRow[]> {
      const pattern = `%${escapeLike(keyword)}%`;
      const where = keyword ? or(ilike(blogs.title, pattern), ilike(blogs.description, pattern)) : undefined;
      return db.select().from(blogs).where(where).orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(500);
    },
    async findById(id: string): Promise<BlogRow | undefined> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      return row;
    },
    async create(input: BlogInput & { authorId: string | null; createdAt?: Date }): Promise<BlogRow> {
      const [row] = await db.insert(blogs).values(input).returning();
      return row;
    },
    async update(id: string, input: BlogInput): Promise<BlogRow | undefined> {
      const [row] = await db
        .update(blogs)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(blogs.id, id))
        .returning();
      return row;
    },
    /** The deleted post (its image may need releasing), or undefined when there was none. */
    async delete(id: string): Promise<BlogRow | undefined> {
      const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
      return row;
    },
    async isImageUsed(image: string): Promise<boolean> {
      const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.image, image)).limit(1);
      return row !== undefined;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(blogs);
      return row.count;
    },
  };
}
