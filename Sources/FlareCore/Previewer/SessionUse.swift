/// One of the inspector's sessions in use (`InspectorSessions`): the queue or scenario it plays, its session,
/// whether the session was rebuilt from a script (the stage's reports are not forwarded to it), and how many of its
/// log entries the window's log already has.
public struct SessionUse<Spec, Session> {
    public internal(set) var spec: Spec?
    public internal(set) var session: Session?
    public internal(set) var scripted = false
    public internal(set) var logCount = 0
}
