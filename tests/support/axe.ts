import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * axe-core's serious and critical findings on the page as it is (or only inside `within`, a part
 * just opened: quicker than the whole page again), each with its first elements.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // A map's WebGL canvas is a picture axe cannot read; the map's controls around it are checked.
  const axe = new AxeBuilder({ page }).exclude('.maplibregl-canvas')
  const { violations } = await (within ? axe.include(within) : axe).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}
