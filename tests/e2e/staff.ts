import { expect, type Page } from '@playwright/test'

/** A back-office account of the demo seed (scripts/seed.ts prints them). */
export interface StaffAccount {
  email: string
  password: string
}

/** The administrator (SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD when the seed was given them). */
export const STAFF: StaffAccount = {
  email: process.env.SEED_ADMIN_EMAIL || 'staff@aurelia-hotels.example',
  password: process.env.SEED_ADMIN_PASSWORD || 'aurelia-demo-2026',
}
/** The group editor: all hotels' content, no accounts. */
export const EDITOR: StaffAccount = { email: 'editor@aurelia-hotels.example', password: 'aurelia-editor-2026' }
/** The property manager of Paris and Nice. */
export const MANAGER: StaffAccount = { email: 'manager@aurelia-hotels.example', password: 'aurelia-manager-2026' }

/** Signs in through the back office's form and waits for the dashboard. */
export async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}
