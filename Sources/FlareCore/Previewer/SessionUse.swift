/// One of the inspector's sessions in use (`InspectorSessions`): the queue or scenario it plays, its session,
/// whether the session was rebuilt from a script (the stage's reports are not forwarded to it), and how many of its
/// log entries the window's log already has.
struct SessionUse<Spec, Session> {
    var spec: Spec?
    var session: Session?
    var scripted = false
    var logCount = 0
}
