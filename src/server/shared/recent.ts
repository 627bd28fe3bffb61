/** Keeps the most recently used `entries` values, dropping the oldest. */
export class Recent<K, V> {
  private readonly map = new Map<K, V>()
  constructor(private readonly entries: number) {}
  get(key: K): V | undefined {
    const hit = this.map.get(key)
    if (hit !== undefined) {
      // most recently used last, so the oldest is evicted first
      this.map.delete(key)
      this.map.set(key, hit)
    }
    return hit
  }
  set(key: K, value: V): void {
    if (this.map.size >= this.entries) {
      const oldest = this.map.keys().next().value
      if (oldest !== undefined) this.map.delete(oldest)
    }
    this.map.set(key, value)
  }
}
