import * as v from 'valibot'

/** `GET /api/app-config`: the public settings the browser shows (footer, contact page, map). */
export const AppConfig = v.object({
  data: v.object({
    contact_email: v.string(),
    contact_phones: v.array(v.string()),
    whatsapp: v.string(),
    social: v.object({ facebook: v.string(), instagram: v.string(), x: v.string(), tiktok: v.string() }),
    /** A tile service's MapLibre style; with map_pmtiles_url null too: the bundled map of Iraq. */
    map_style_url: v.optional(v.nullable(v.string()), null),
    /** This server's own basemap file (PMTiles), drawn with the Protomaps style. Older servers omit it. */
    map_pmtiles_url: v.optional(v.nullable(v.string()), null),
    /**
     * `demo` (demo data, test payments: the footer says so) or `production`. Optional on input so
     * that a config kept by the client from before it existed still reads; then no label.
     */
    mode: v.optional(v.picklist(['demo', 'production']), 'production'),
  }),
})
export type AppConfig = v.InferOutput<typeof AppConfig>
