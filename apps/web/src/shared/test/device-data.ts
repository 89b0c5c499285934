/**
 * What a visitor's device holds before "Clear this device" in the page tests (English and
 * Spanish): a few keys of each kind Harbor keeps, in both storages, and a way to empty them after.
 */
export function storeSomeDeviceData(): void {
  localStorage.setItem('app_version', '1.4.7');
  localStorage.setItem('hasVisitedBefore', 'true');
  localStorage.setItem('harbor-activity:poverty-challenge', '{"step":1}');
  localStorage.setItem('harbor:draft:contact', '{"message":"half"}');
  sessionStorage.setItem('harbor_chunk_reload_at', '1000');
}

export function emptyDeviceStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
