//! Errors as the API answers them: a status and `{"error": "..."}`, never a bare 500.

use axum::{
    Json,
    extract::{FromRequest, Request, rejection::JsonRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::de::DeserializeOwned;

/// An error answered as JSON: `{"error": "what was wrong"}` with its HTTP status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What was wrong, in a sentence a developer can act on.
    pub message: String,
}

impl ApiError {
    /// 400: the request is malformed or a field is out of bounds.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// 404: no such puzzle (a date before the first one, or not out yet).
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::NOT_FOUND,
            message: message.into(),
        }
    }

    /// 500: the library failed where it should not (reported, not panicked).
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.status, self.message)
    }
}

impl std::error::Error for ApiError {}

impl From<wordgames_web_games::ReplayError> for ApiError {
    /// A malformed request is a 400; anything else the replay met, a 500.
    fn from(e: wordgames_web_games::ReplayError) -> ApiError {
        match e {
            wordgames_web_games::ReplayError::BadRequest(m) => ApiError::bad_request(m),
            other => ApiError::internal(other.to_string()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        json_error(self.status, &self.message)
    }
}

/// The longest error message answered, in characters; a longer one (one quoting a client's
/// 15 KB query key) is cut to this and says how long it was.
pub const MAX_MESSAGE_CHARS: usize = 300;

/// `message`, or its first [`MAX_MESSAGE_CHARS`] characters and how many bytes it had.
pub fn short(message: &str) -> std::borrow::Cow<'_, str> {
    match message.char_indices().nth(MAX_MESSAGE_CHARS) {
        None => message.into(),
        Some((at, _)) => {
            format!("{}… (cut; {} bytes in all)", &message[..at], message.len()).into()
        }
    }
}

/// A JSON error response: `{"error": message}`, not to be cached; a message over
/// [`MAX_MESSAGE_CHARS`] characters is cut ([`short`]), so that no answer echoes a huge input.
pub fn json_error(status: StatusCode, message: &str) -> Response {
    let message = short(message);
    let mut response = (status, Json(serde_json::json!({ "error": message }))).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// A JSON request body, like [`axum::Json`] but whose every rejection is a JSON error: 400 for
/// a body that is not the expected document (syntax, a missing or unknown field, a wrong type),
/// 413 for one over the size limit, 415 without `Content-Type: application/json`.
#[derive(Debug, Clone)]
pub struct Body<T>(pub T);

impl<S, T> FromRequest<S> for Body<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(rejected(rejection)),
        }
    }
}

fn rejected(rejection: JsonRejection) -> ApiError {
    let status = match &rejection {
        JsonRejection::JsonDataError(_) | JsonRejection::JsonSyntaxError(_) => {
            StatusCode::BAD_REQUEST
        }
        other => other.status(),
    };
    let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
        "the request body is too large".to_string()
    } else {
        rejection.body_text()
    };
    ApiError { status, message }
}
