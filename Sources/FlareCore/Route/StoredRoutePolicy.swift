/// What `resumeHandlingRoutes(with:)` does with the route waiting in the single slot (Scotty's `StoredRoutePolicy`).
public enum StoredRoutePolicy<Root> {
    /// Opens the stored route (with its options), then clears the slot. The default.
    case execute
    /// Drops the stored route.
    case clear
    /// Keeps the route pending.
    case none
    /// Replaces the stored route with `f(route)` opened *without* options; nil clears. No-op when nothing is stored.
    case transform((Route<Root>) -> Route<Root>?)
    /// Clears the slot, then calls the handler with the stored route (or nil: it is called even when nothing was
    /// stored).
    case custom((Route<Root>?, RouteController<Root>) -> Void)
}
